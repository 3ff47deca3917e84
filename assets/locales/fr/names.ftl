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

clock-paused = En pause d'un commun accord : ni rappels ni délai. N'importe quel joueur peut relancer la partie avec /reprendre.
clock-to-play = Au tour { DE($who) }.
clock-to-move = À { $who } de jouer.
clock-to-move-by = À { $who } de jouer avant le { $moment } (temps restant : { $left }).
clock-run-out = Le temps { DE($who) } pour jouer est écoulé : les autres peuvent réclamer la victoire avec /réclamer.
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

picture-game-over = partie terminée
picture-seat = place { $n }
picture-place = { $n ->
        [1] 1er
       *[other] { $n }e
    }
picture-your-hand = ta main
picture-nothing-in-hand = main vide
picture-no-hidden-tiles = Tu n'as pas de dominos cachés dans cette partie.
picture-none = aucun
picture-empty = vide
picture-dice-old = Anciens
picture-dice-this-turn = Pris
picture-dice-new = Nouveaux
picture-gene-pool = Réserve génétique ({ $n })
picture-nothing-eaten = n'a encore rien mangé
picture-chips = { $n ->
        [one] { $n } jeton
       *[other] { $n } jetons
    }
picture-in-hand = { $n } en main
picture-finished = a terminé
picture-to-play = à son tour
picture-done = terminé
picture-gives-one = donne 1
picture-cost = coûte { $n }
picture-free = gratuit
picture-market = MARCHÉ
picture-pile = PIOCHE
picture-score = score : { $n }
picture-solved = Résolu en { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }
picture-solved-shortest = Résolu en { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    } : solution optimale !
picture-solved-longer = Résolu en { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    } (solution la plus courte : { $shortest })
picture-moves = Coups : { $moves }
picture-moves-of-shortest = Coups : { $moves }   ·   solution la plus courte : { $shortest }
picture-last-to-add = Dernier à ajouter :
picture-still-to-add = Encore à ajouter, dans l'ordre ({ $n }) :
picture-next = suivant
picture-no-rated-games = pas encore de parties classées
picture-more-left-out = et { $n } autres avec moins de parties, listés dans le message

# Un jour sous le graphique du classement : « 3 mai ».
picture-day-month = { $day } { $month ->
        [1] janv.
        [2] févr.
        [3] mars
        [4] avr.
        [5] mai
        [6] juin
        [7] juil.
        [8] août
        [9] sept.
        [10] oct.
        [11] nov.
       *[12] déc.
    }
