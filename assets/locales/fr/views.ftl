# What a game's view says: private notes, seat roles, scores, details, titles
# (the engine's views, said! keys view-*).

## Private notes: what only the seat's own view says.
view-tree-own-hand = Tu as { $tiles ->
    [one] { $tiles } tuile
   *[other] { $tiles } tuiles
} en main. Toutes les tuiles se posent couchées ; une moitié qui repose sur l'arbre montre les anneaux du nombre en dessous plus exactement un autre.
view-draw-own-pips = Tu as { $pips ->
    [one] { $pips } point
   *[other] { $pips } points
} en main.
view-dominup-own-hand = Tu as { $tiles ->
    [one] { $tiles } tuile
   *[other] { $tiles } tuiles
} en main. Les montées d'abord : tant qu'une de tes tuiles peut monter, tu dois monter.
view-dominup-must-climb = À toi : tu dois monter maintenant.
view-dominup-must-lay = À toi : aucune tuile ne peut monter, pose donc une tuile sur la table.
view-dominimum-own-mission = Ta mission { $mission } marque { $score } sur la table telle qu'elle est (le plus bas est le mieux).
view-dominomega-own-ring = Tu marques avec le { $ring } : les groupes se multiplient, donc beaucoup de groupes moyens valent mieux qu'un seul grand.

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
} (une des solutions les plus courtes).
view-adding-solved-longer = Résolu en { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
} (la plus courte en demande { $shortest }).
view-adding-solved = Résolu en { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
}.
view-adding-next = Prochain domino à ajouter : { $tile }. Ajoute-le avec ses nombres, H ou V, puis la colonne et la rangée de sa case de gauche ou du haut (p. ex. { $example }) ; fais glisser avec les nombres et L, R, U ou D (p. ex. 36D).
view-adding-all-added = Tous les dominos sont sur le plateau : fais-les maintenant glisser pour former un seul rectangle plein.
view-adding-hints = Indices utilisés : { $hints }.
