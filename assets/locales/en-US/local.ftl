# The local front end's own help and errors (src/local/). The line syntax
# is the tool's and stays as it is in every language: English command and
# option names (`/wait hours:30`, `/play game:`), `@user[:locale]`.

# What a line looks like, after a line the tool cannot read.
local-usage = write `[#channel] @user[:locale] /command option:value`, `@user ?command option:partial`, `@user !button-id` or `@user !menu-id choose:value`
local-line-no-speaker = who is speaking? { local-usage }
local-line-nothing-after = nothing after @{ $user }: { local-usage }
local-line-not-option = `{ $word }` should be option:value
local-line-which-option = which option? e.g. `?{ $command } action:3-6`
local-line-not-command = `{ $head }` is not a command: { local-usage }
local-line-open-quote = a quote is not closed
local-line-not-utf8 = line { $number } is not UTF-8 text (a bad byte at column { $column }), so it was skipped

# A command's options as typed locally.
local-no-command = There is no /{ $name }. Commands: { $commands } /wait
local-board-view = /board view: is `play` (the default), `whole`, or `player 1` to `player 4` (a player's own area in Euronimoes).
local-play-level = The computer plays at level:easy, level:medium (the default) or level:hard.
local-play-which-game = Say which game: /play game:dominimum opponent:@friend (or opponent:@bot to play the computer)
local-settings-number = `{ $key }` takes a whole number of hours or a count, like { $key }:24
local-settings-language = `language` takes server, en-US, es-ES or fr, like language:es-ES
local-replay-which = Say which game, by its number: /replay id:12 (and step:5 for the position after 5 moves)
local-puzzle-number = `number:` takes a whole number, e.g. /puzzle number:1

# `/wait`, the local clock.
local-wait-fixed = This session's clock cannot be moved.
local-wait-number = `{ $key }` takes a whole number, like /wait hours:30
local-wait-how-long = Say how long: /wait hours:30 (or days:, minutes:)
local-wait-too-long = /wait moves the clock at most { $days } days at a time; try /wait days:30
local-wait-moved = The clock moved on by { $duration }.

# Autocomplete's entries the tool makes itself.
local-period-all = all time
local-period-month = the past 30 days
local-period-week = the past 7 days
local-no-choices = (no choices)

# What a terminal prints where Discord would change a message.
local-edited = (the game's message now reads:)
local-in-place = (the pressed message now reads:)
local-buttons-removed = (the buttons of the pressed message are removed)
local-picture-not-saved = [picture not saved: run with --images DIR]
