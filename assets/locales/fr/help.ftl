# /help and /rules (src/service/help.rs, catalogue.rs, show.rs): the
# commands listed, how a move is written, the list of games.

help-group-playing = Jouer
help-group-puzzles = Problèmes
help-group-after-the-game = Après la partie
help-group-settings = Réglages
help-group-help = Aide
help-command = - { $usage } : { $help }

help-puzzle = **{ $game }** est un jeu de problèmes : lances-en un avec `/problème`, puis joue avec `/coup action:` dans la notation de la règle (`15H24` ajoute le 1-5 à l'horizontale à partir de la colonne 2, ligne 4 ; `36D` fait glisser le 3-6 vers le bas). `/indice` t'aide ; `/règles jeu:{ $id }` explique tout.
help-move = **{ $game }** : `/coup action:` prend un coup tel que la liste l'affiche. Commence à écrire et la liste se réduit : { $typing }.
help-example = Par exemple, en début de partie : `{ $notation }`, c'est-à-dire { $description }.
help-rules = Les règles : `/règles jeu:{ $id }`.

-typing-grid = un domino dans un sens ou l'autre (`56` ou `6 5`), une case (`3,2`), une direction (`E`, `droite`) ou un mot du coup
help-typing-tree = { -typing-grid }
help-typing-dominup = { -typing-grid }
help-typing-dominomega = { -typing-grid }
help-typing-dominimum = { -typing-grid }
help-typing-draw = un domino dans un sens ou l'autre (`56` ou `6 5`), un bout (`gauche`, `droite`) ou `draw`
help-typing-tetradominoes = un domino dans un sens ou l'autre (`56` ou `6 5`), une case (`3,2`), une direction (`E`), la lettre d'une pièce (`L`), `skip`, `reveal`, `give` ou `keep`
help-typing-adding = un domino (`15`) ou une direction (`H`, `D`)
help-typing-euronimoes = un domino dans un sens ou l'autre (`56` ou `6 5`), une case (`3,2`), une direction (`E`), `buy`, `draw` ou `stop`
help-typing-dominoids = une couleur (`soleils`), une case (`c3`), un mot de l'action (`slide`, `rotate`, `bud`, `shift`, `eat`, `food`) ou `pass`

help-turn-of = C'est au tour { DE($name) } ; je te préviendrai quand ce sera le tien.
help-only-move = C'est ton seul coup possible
help-one-of = C'est l'un de tes { $count } coups ; pour voir les autres, commence à écrire dans `/coup` { $typing }
help-step = Par exemple `/coup action:"{ $notation }"` : { $description }. { $how }.
help-step-turn = À toi de jouer. Par exemple `/coup action:"{ $notation }"` : { $description }. { $how }.

help-games = Les jeux que je connais ; demande `/règles jeu:<id>` pour l'un d'eux :
help-game-puzzle = - **{ $game }** (`{ $id }`), un jeu de problèmes en solitaire : /problème
help-game = - **{ $game }** (`{ $id }`), { $players }
help-game-soon = - **{ $game }** (`{ $id }`), { $players } (bientôt)
