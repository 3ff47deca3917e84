# Names: games, variants, computer seats, the clock line, and the words
# drawn on pictures (crates/render gets them from the service).

game-dominoids = Dominoids
game-euronimoes = Euronimoes
game-dominomega = Dominomega
game-dominup = Dominup
game-dominimum = Dominimum
game-tree = L'Arbre
game-draw = Dominos à la pioche
game-tetradominoes = Tetradominoes
game-adding = Adding Donimoes

variant-draw-double-six = double-six
variant-draw-match = partie en points
variant-draw-double-six-match = double-six, en points
variant-tetradominoes-match = partie en points
variant-tree-solo = réussite
variant-dominup-misere = à qui perd gagne
variant-dominomega-two-player = à deux

computer-seat = Ordinateur ({ $level ->
        [easy] facile
        [medium] moyen
        [hard] difficile
       *[random] au hasard
    })
computer-seat-numbered = Ordinateur { $number } ({ $level ->
        [easy] facile
        [medium] moyen
        [hard] difficile
       *[random] au hasard
    })
open-seat = place libre

clock-paused = En pause d'un commun accord : ni rappels ni délai. N'importe quel joueur peut faire /reprendre.
clock-to-play = Au tour de { $who }.
clock-to-move = À { $who } de jouer.
clock-to-move-by = À { $who } de jouer avant le { $moment } (temps restant : { $left }).
clock-run-out = Le temps de { $who } pour jouer est écoulé : les autres peuvent réclamer la victoire avec /réclamer.
clock-moment = { $day } { $month ->
        [1] janvier
        [2] février
        [3] mars
        [4] avril
        [5] mai
        [6] juin
        [7] juillet
        [8] août
        [9] septembre
        [10] octobre
        [11] novembre
       *[12] décembre
    } à { $time } UTC
