# Names: games, variants, computer seats, the clock line, and the words
# drawn on pictures (crates/render gets them from the service).

game-dominoids = Dominoids
game-euronimoes = Euronimoes
game-dominomega = Dominomega
game-dominup = Dominup
game-dominimum = Dominimum
game-tree = El Árbol
game-draw = Dominó de robo
game-tetradominoes = Tetradominoes
game-adding = Adding Donimoes

variant-draw-double-six = doble seis
variant-draw-match = partida a puntos
variant-draw-double-six-match = doble seis, a puntos
variant-tetradominoes-match = partida a puntos
variant-tree-solo = solitario
variant-dominup-misere = a perder
variant-dominomega-two-player = a dos

computer-seat = Ordenador ({ $level ->
        [easy] fácil
        [medium] medio
        [hard] difícil
       *[random] al azar
    })
computer-seat-numbered = Ordenador { $number } ({ $level ->
        [easy] fácil
        [medium] medio
        [hard] difícil
       *[random] al azar
    })
open-seat = sitio libre

clock-paused = En pausa por acuerdo: sin recordatorios ni plazo. Cualquier jugador puede usar /reanudar.
clock-to-play = Turno de { $who }.
clock-to-move = Le toca mover a { $who }.
clock-to-move-by = Le toca mover a { $who } antes del { $moment } (tiempo restante: { $left }).
clock-run-out = Se acabó el tiempo de { $who } para mover: los demás pueden reclamar la victoria con /reclamar.
clock-moment = { $day } de { $month ->
        [1] enero
        [2] febrero
        [3] marzo
        [4] abril
        [5] mayo
        [6] junio
        [7] julio
        [8] agosto
        [9] septiembre
        [10] octubre
        [11] noviembre
       *[12] diciembre
    } a las { $time } UTC
