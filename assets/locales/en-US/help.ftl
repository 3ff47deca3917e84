# /help and /rules (src/service/help.rs, catalogue.rs, show.rs): the
# commands listed, how a move is written, the list of games.

# /help's list of commands (catalogue.rs help_text): a group's heading,
# then one line per command: its usage (`/play game: opponent:`) and its
# description from commands.ftl.
help-group-playing = Playing
help-group-puzzles = Puzzles
help-group-after-the-game = After the game
help-group-settings = Settings
help-group-help = Help
help-command = - { $usage }: { $help }

# /help game: (help.rs game_help). $game is the game's name, $id its id.
help-puzzle = **{ $game }** is a puzzle: start one with `/puzzle`, then `/move action:` with the rule text's notation (`15H24` adds the 1-5 lying across from column 2, row 4; `36D` slides the 3-6 down). `/hint` helps; `/rules game:{ $id }` has it all.
help-move = **{ $game }**: `/move action:` takes a move as the list under it shows it. Start typing and the list narrows: { $typing }.
# $description is the engine's, in English for now.
help-example = For example, at the start of a game: `{ $notation }`, which is { $description }.
help-rules = The rules: `/rules game:{ $id }`.

# What to type to narrow /move's list, after "the list narrows:" and
# "start typing in `/move`" (the engine's GameKind::typing in English).
-typing-grid = a tile in either order (`56` or `6 5`), a square (`3,2`), a direction (`E`, `right`) or a word of the move
help-typing-tree = { -typing-grid }
help-typing-dominup = { -typing-grid }
help-typing-dominomega = { -typing-grid }
help-typing-dominimum = { -typing-grid }
help-typing-draw = a tile in either order (`56` or `6 5`), an end (`left`, `right`) or `draw`
help-typing-tetradominoes = a tile in either order (`56` or `6 5`), a square (`3,2`), a direction (`E`), a piece letter (`L`), `skip`, `reveal`, `give` or `keep`
help-typing-adding = a domino (`15`) or a direction (`H`, `D`)
help-typing-euronimoes = a tile in either order (`56` or `6 5`), a square (`3,2`), a direction (`E`), `buy`, `draw` or `stop`
help-typing-dominoids = a suit (`suns`), a square (`c3`), a word of the action (`slide`, `rotate`, `bud`, `shift`, `eat`, `food`) or `pass`

# /hand's first steps (help.rs first_steps): whose turn it is, or an
# example from the player's own legal moves. $how is help-only-move or
# help-one-of; help-step-turn when the game's note has not said "Your turn".
help-turn-of = It is { $name }'s turn; I will ping you when it is yours.
help-only-move = It is your only move
help-one-of = It is one of your { $count } moves; to find the others, start typing in `/move` { $typing }
help-step = For example `/move action:"{ $notation }"`: { $description }. { $how }.
help-step-turn = Your turn. For example `/move action:"{ $notation }"`: { $description }. { $how }.

# /rules without a game (show.rs rules): the games the bot knows, one line each.
help-games = Games I know; ask `/rules game:<id>` for one of them:
help-game-puzzle = - **{ $game }** (`{ $id }`), a puzzle for one: /puzzle
help-game = - **{ $game }** (`{ $id }`), { $players }
help-game-soon = - **{ $game }** (`{ $id }`), { $players } (coming soon)
