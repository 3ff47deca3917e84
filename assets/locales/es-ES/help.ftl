# /help and /rules (src/service/help.rs, catalogue.rs, show.rs): the
# commands listed, how a move is written, the list of games.

help-group-playing = Jugar
help-group-puzzles = Problemas
help-group-after-the-game = Después de la partida
help-group-settings = Ajustes
help-group-help = Ayuda
help-command = - { $usage }: { $help }

help-puzzle = **{ $game }** es un problema: empieza uno con `/problema` y luego usa `/mover jugada:` con la notación del reglamento (`15H24` añade la 1-5 tumbada desde la columna 2, fila 4; `36D` desliza la 3-6 hacia abajo). `/pista` te ayuda; `/reglas juego:{ $id }` lo cuenta todo.
help-move = **{ $game }**: `/mover jugada:` admite una jugada tal como la muestra la lista. Empieza a escribir y la lista se acorta: { $typing }.
help-example = Por ejemplo, al empezar una partida: `{ $notation }`, que es { $description }.
help-rules = Las reglas: `/reglas juego:{ $id }`.

-typing-grid = una ficha en cualquier orden (`56` o `6 5`), una casilla (`3,2`), una dirección (`E`, `derecha`) o una palabra de la jugada
help-typing-tree = { -typing-grid }
help-typing-dominup = { -typing-grid }
help-typing-dominomega = { -typing-grid }
help-typing-dominimum = { -typing-grid }
help-typing-draw = una ficha en cualquier orden (`56` o `6 5`), un extremo (`izquierda`, `derecha`) o `draw`
help-typing-tetradominoes = una ficha en cualquier orden (`56` o `6 5`), una casilla (`3,2`), una dirección (`E`), la letra de una pieza (`L`), `skip`, `reveal`, `give` o `keep`
help-typing-adding = una ficha (`15`) o una dirección (`H`, `D`)
help-typing-euronimoes = una ficha en cualquier orden (`56` o `6 5`), una casilla (`3,2`), una dirección (`E`), `buy`, `draw` o `stop`
help-typing-dominoids = un palo (`soles`), una casilla (`c3`), una palabra de la acción (`slide`, `rotate`, `bud`, `shift`, `eat`, `food`) o `pass`

help-turn-of = Es el turno de { $name }; te avisaré cuando sea el tuyo.
help-only-move = Es tu única jugada
help-one-of = Es una de tus { $count } jugadas; para ver las demás, empieza a escribir en `/mover` { $typing }
help-step = Por ejemplo `/mover jugada:"{ $notation }"`: { $description }. { $how }.
help-step-turn = Te toca. Por ejemplo `/mover jugada:"{ $notation }"`: { $description }. { $how }.

help-games = Juegos que conozco; usa `/reglas juego:<id>` para ver las reglas de cualquiera:
help-game-puzzle = - **{ $game }** (`{ $id }`), un problema para una persona: /problema
help-game = - **{ $game }** (`{ $id }`), { $players }
help-game-soon = - **{ $game }** (`{ $id }`), { $players } (próximamente)
