# Lists and tables: open games, waiting games, leaderboards, ratings,
# puzzles' own replies (finder.rs, waiting.rs, ratings.rs, puzzles.rs).

## Problèmes d'Adding Donimoes (src/service/puzzles.rs), à qui joue.

puzzle-how-to = Joue avec `/coup action:` dans la notation de la règle : pour ajouter, les nombres, H ou V, puis la colonne et la ligne de la case de gauche ou du haut (`15H24`) ; pour glisser, les nombres et L, R, U ou D (`15R`) ; une ligne peut tenir plusieurs coups (`15H24, 15R`). `/indice` te donne le coup suivant d'une solution la plus courte, `/annuler` reprend un coup, `/recommencer` repart du début.
puzzle-title-queue = Ta file
puzzle-title-problem = Problème { $number } ({ $source })
puzzle-title-daily = Problème du jour, { $date }
puzzle-goal-all-added = tous ajoutés
puzzle-goal-rectangle = rectangle
puzzle-moves =
    { $count ->
        [one] { $count } coup
       *[other] { $count } coups
    }
puzzle-on-today-already = Tu es déjà sur le problème du jour : le voici là où tu l'as laissé.
puzzle-back-to-today = Retour au problème du jour, là où tu l'as laissé.
puzzle-shortest-takes = Une solution la plus courte fait { $moves }.
puzzle-shortest-unknown = Je n'ai pas pu trouver assez vite une solution la plus courte, donc /indice risque de ne pas t'aider ici.
puzzle-started = **{ $title }** : { $queue }. Objectif : { $goal }. { $shortest }
puzzle-played = Joué : { $moves }.
puzzle-played-in-order = Joué, dans l'ordre : { $moves }.
puzzle-refused-after =
    { $applied ->
        [one] `{ $typed }` a été refusé après { $applied } coup joué : { $why }. Rien de ce qui suivait n'a été joué.
       *[other] `{ $typed }` a été refusé après { $applied } coups joués : { $why }. Rien de ce qui suivait n'a été joué.
    }
puzzle-solved-before =
    { $count ->
        [one] Le problème était résolu avant le dernier coup, qui n'a pas été joué.
       *[other] Le problème était résolu avant les { $count } derniers coups, qui n'ont pas été joués.
    }
puzzle-solved-shortest = **Résolu** en { $moves } : une solution la plus courte !
puzzle-solved-longer = **Résolu** en { $moves } (une solution la plus courte fait { $shortest }).
puzzle-solved = **Résolu** en { $moves }.
puzzle-hints-used = Indices utilisés : { $hints }.
puzzle-day-list = **Problème du jour { $date }** ({ $goal }), le moins de coups :
puzzle-day-hints =
    { $count ->
        [one] { $count } indice
       *[other] { $count } indices
    }
puzzle-day-taken-back = { $count } repris
puzzle-day-more = … et { $count } de plus.
puzzle-day-done = Tu as résolu le problème du jour ({ $goal }) en { $moves } ; c'est ta première solution qui compte.
puzzle-day-next = Un nouveau problème arrive demain (UTC). En attendant, essaie `/problème numéro:1`, l'autre objectif ou ta propre `file:`.
puzzle-dead-end-undo = Il n'y a pas de solution d'ici. Reprends { $moves } (/annuler) pour revenir à une position qui en a une, ou /recommencer.
puzzle-dead-end = Il n'y a pas de solution d'ici, ni d'aucune de tes positions précédentes. Utilise /recommencer.
puzzle-next-move = Coup suivant d'une solution la plus courte : `{ $notation }` (encore { $moves } d'ici). Indices utilisés : { $hints }.
puzzle-took-back = Coup repris : { $move }.
puzzle-reset = Retour à la position de départ.
puzzle-stats-solved =
    { $count ->
        [one] 🧩 Adding Donimoes : { $count } problème résolu
       *[other] 🧩 Adding Donimoes : { $count } problèmes résolus
    }
puzzle-stats-fewest = , { $best } sur { $graded } avec le moins de coups possible ({ $moves } contre { $shortest } pour les solutions les plus courtes)
puzzle-stats-hints =
    { $count ->
        [one] , { $count } indice utilisé.
       *[other] , { $count } indices utilisés.
    }
puzzle-stats-days = 📅 Problèmes du jour : { $days } résolus, meilleure place : { $place } sur { $of } ({ $date }).
puzzle-day-line = { $place }. { $who } : { $moves }{ $extra }

place-ordinal =
    { $n ->
        [1] 1er
       *[other] { $n }e
    }
