# What a game's view says: private notes, seat roles, scores, details, titles
# (the engine's views, said! keys view-*).

## Private notes: what only the seat's own view says.
view-tree-own-hand = Tu as { $tiles ->
    [one] { $tiles } domino
   *[other] { $tiles } dominos
} en main. Tous les dominos se posent à l'horizontale ; une moitié posée sur l'arbre montre tous les anneaux du nombre en dessous et exactement un de plus.
view-draw-own-pips = Tu as { $pips ->
    [one] { $pips } point
   *[other] { $pips } points
} en main.
view-dominup-own-hand = Tu as { $tiles ->
    [one] { $tiles } domino
   *[other] { $tiles } dominos
} en main. Les montées d'abord : tant qu'un de tes dominos peut monter, tu dois monter.
view-dominup-must-climb = À toi : tu dois monter maintenant.
view-dominup-must-lay = À toi : aucun domino ne peut monter, pose donc un domino sur la table.
view-dominimum-own-mission = Ta mission { $mission } marque { $score } sur la table telle qu'elle est (plus c'est bas, mieux c'est).
view-dominomega-own-ring = Tu marques avec le { $ring } : les tailles des groupes se multiplient, donc plusieurs groupes moyens valent mieux qu'un seul grand.

## A Dominimum mission's score: the sizes of its two groups multiplied.
view-dominimum-score = { $a } × { $b } = { $product }

## Dominomega's rings, each a seat's role.
view-ring-dot = point
view-ring-small = petit cercle
view-ring-big = grand cercle

## Adding Donimoes: the notes under a puzzle, and its goal.
view-adding-solved-shortest = Résolu en { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
} (solution optimale).
view-adding-solved-longer = Résolu en { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
} (la solution la plus courte en compte { $shortest }).
view-adding-solved = Résolu en { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
}.
view-adding-next = Prochain domino à ajouter : { $tile }. Ajoute-le avec ses nombres, H ou V, puis la colonne et la ligne de sa case de gauche ou du haut (p. ex. { $example }) ; fais glisser avec les nombres et L, R, U ou D (p. ex. 36D).
view-adding-all-added = Tous les dominos sont sur le plateau : fais-les maintenant glisser pour former un seul rectangle plein.
view-adding-hints = Indices utilisés : { $hints }.
view-adding-goal-all-added = objectif : ajouter tous les dominos
view-adding-goal-rectangle = objectif : ajouter tous les dominos et finir en un seul rectangle plein

## Shared by several games: a seat's number as its role, tiles, points.
view-seat = place { $number }
view-tiles-left = { $tiles ->
    [0] plus aucun domino
    [one] { $tiles } restant
   *[other] { $tiles } restants
}
view-tiles-in-hand = { $tiles ->
    [one] { $tiles } domino
   *[other] { $tiles } dominos
} en main
view-points = { $points ->
    [one] { $points } point
   *[other] { $points } points
}

## The Tree: its title, a seat's detail.
view-title-tree = { game-tree }
view-tree-in-hand = { $tiles ->
    [one] { $tiles } domino
   *[other] { $tiles } dominos
} en main
view-tree-in-hand-extra = { $tiles ->
    [one] { $tiles } domino
   *[other] { $tiles } dominos
} en main, tour supplémentaire

## Draw dominoes.
view-title-draw = { game-draw }
view-title-draw-six = { game-draw } (double-six)
view-title-draw-match = { game-draw }, partie en { $target } points : manche { $hand }
view-title-draw-six-match = { game-draw } (double-six), partie en { $target } points : manche { $hand }
view-draw-out-of-tiles = plus aucun domino
view-draw-pips-left = { $pips ->
    [one] { $pips } point restant
   *[other] { $pips } points restants
} : { $tiles }

## Dominup.
view-title-dominup = { game-dominup }
view-title-dominup-misere = { game-dominup } (à qui perd gagne)
view-dominup-to-act = à son tour

## Dominimum.
view-title-dominimum = { game-dominimum }
view-dominimum-mission = mission : { $mission }
view-dominimum-mission-hidden = { $tiles ->
    [one] { $tiles } domino en main
   *[other] { $tiles } dominos en main
}, mission cachée

## Dominomega.
view-title-dominomega = { game-dominomega }
view-title-dominomega-two = { game-dominomega } (deux joueurs)

## Euronimoes: a seat's detail, its parts joined by " · ".
view-title-euronimoes = { game-euronimoes }
view-euronimoes-hand-chips = { $held } en main · { $chips ->
    [one] { $chips } jeton
   *[other] { $chips } jetons
}
view-euronimoes-kept-one = en a gardé un, terminé
view-euronimoes-finished = terminé
view-euronimoes-went-first = a joué en premier

## Tetradominoes: titles, roles (a side is light or dark), scores, details.
view-title-tetra = { game-tetradominoes }
view-title-tetra-match-game = { game-tetradominoes }, partie en points, manche { $game }
view-title-tetra-match = { game-tetradominoes }, partie en points
view-tetra-own-colour = sa propre couleur
view-tetra-team-role = équipe { $side ->
    [light] claire
   *[dark] sombre
}
view-tetra-side = face { $side ->
    [light] claire
   *[dark] sombre
}
view-tetra-tally = { $tally } sur { $target }
view-tetra-hidden = { $hidden ->
    [one] { $hidden } caché
   *[other] { $hidden } cachés
}
view-tetra-hidden-face-up = { $hidden ->
    [one] { $hidden } caché
   *[other] { $hidden } cachés
}, face visible : { $tiles }
view-tetra-played = { $played ->
    [one] { $played } tétromino joué
   *[other] { $played } tétrominos joués
}
view-tetra-match-points = { $points ->
        [one] { $points } point de partie
       *[other] { $points } points de partie
    } sur { $target }

## Dominoids: a seat's detail (a suit's name is shown as it is).
view-title-dominoids = { game-dominoids }
view-dominoids-no-food = n'a encore rien mangé
view-dominoids-coins = { $coins ->
    [one] { $coins } pièce
   *[other] { $coins } pièces
} valant { $worth }
view-dominoids-bonus = +3 pour les { $suit }
