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
open-seat = asiento libre

clock-paused = En pausa de común acuerdo: sin avisos ni plazo. Cualquier jugador puede usar /reanudar.
clock-to-play = Turno de { $who }.
clock-to-move = Le toca jugar a { $who }.
clock-to-move-by = Le toca jugar a { $who } antes del { $moment } (tiempo restante: { $left }).
clock-run-out = Se ha acabado el tiempo de { $who } para jugar: los demás pueden reclamar la victoria con /reclamar.
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

picture-game-over = partida terminada
picture-seat = asiento { $n }
picture-place = { $n }.º
picture-your-hand = tu mano
picture-nothing-in-hand = no te quedan fichas
picture-no-hidden-tiles = En esta partida no tienes fichas ocultas.
picture-none = nada
picture-empty = vacío
picture-dice-old = Viejos
picture-dice-this-turn = Este turno
picture-dice-new = Nuevos
picture-gene-pool = Reserva genética ({ $n })
picture-nothing-eaten = aún no ha comido nada
picture-chips = { $n ->
        [one] { $n } moneda
       *[other] { $n } monedas
    }
picture-in-hand = { $n } en mano
picture-finished = ha terminado
picture-to-play = le toca
picture-done = terminó
picture-gives-one = da 1
picture-cost = vale { $n }
picture-free = gratis
picture-market = MERCADO
picture-pile = POZO
picture-score = { $n } puntos
picture-solved = Resuelto en { $moves ->
        [one] { $moves } jugada
       *[other] { $moves } jugadas
    }
picture-solved-shortest = ¡Resuelto en { $moves ->
        [one] { $moves } jugada
       *[other] { $moves } jugadas
    }: una solución óptima!
picture-solved-longer = Resuelto en { $moves ->
        [one] { $moves } jugada
       *[other] { $moves } jugadas
    } (la más corta: { $shortest })
picture-moves = Jugadas: { $moves }
picture-moves-of-shortest = Jugadas: { $moves }   ·   solución más corta: { $shortest }
picture-last-to-add = La última por añadir:
picture-still-to-add = Por añadir, la siguiente primero ({ $n }):
picture-next = siguiente
picture-no-rated-games = aún no hay partidas puntuadas
picture-more-left-out = y { $n } más con menos partidas, en el mensaje

# Un día bajo el gráfico de puntuación: «3 may.».
picture-day-month = { $day } { $month ->
        [1] ene.
        [2] feb.
        [3] mar.
        [4] abr.
        [5] may.
        [6] jun.
        [7] jul.
        [8] ago.
        [9] sept.
        [10] oct.
        [11] nov.
       *[12] dic.
    }
