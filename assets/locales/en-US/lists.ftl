# Lists and tables: open games, waiting games, leaderboards, ratings,
# puzzles' own replies (finder.rs, waiting.rs, ratings.rs, puzzles.rs).

## Adding Donimoes puzzles (src/service/puzzles.rs), to the one who plays.

puzzle-how-to = Play with `/move action:` in the rule text's notation: an add is the numbers, H or V and the column and row of the left or top cell (`15H24`); a slide is the numbers and L, R, U or D (`15R`); several moves may go in one line (`15H24, 15R`). `/hint` tells you the next move of a shortest solution, `/undo` takes a move back, `/reset` starts again.
# A puzzle's title, on its picture and its first message.
puzzle-title-queue = Your queue
puzzle-title-problem = Problem { $number } ({ $source })
puzzle-title-daily = Puzzle of the day, { $date }
# Where a shipped problem comes from, in its title's brackets.
puzzle-source-rule-text = the rule text's Problem 1
puzzle-source-easy = generated, easy
puzzle-source-medium = generated, medium
puzzle-source-hard = generated, hard
# A goal as /puzzle goal: names it, short.
puzzle-goal-all-added = all-added
puzzle-goal-rectangle = rectangle
puzzle-moves =
    { $count ->
        [one] { $count } move
       *[other] { $count } moves
    }
puzzle-on-today-already = You are on today's puzzle already: here it is where you left it.
puzzle-back-to-today = Back to today's puzzle, where you left it.
puzzle-shortest-takes = A shortest solution takes { $moves }.
puzzle-shortest-unknown = I could not work out a shortest solution quickly, so /hint may not help here.
puzzle-started = **{ $title }**: { $queue }. Goal: { $goal }. { $shortest }
puzzle-played = Played { $moves }.
puzzle-played-in-order = Played, in order: { $moves }.
puzzle-refused-after =
    { $applied ->
        [one] `{ $typed }` was refused after { $applied } move was applied: { $why }. Nothing after it was played.
       *[other] `{ $typed }` was refused after { $applied } moves were applied: { $why }. Nothing after it was played.
    }
puzzle-solved-before =
    { $count ->
        [one] The puzzle was solved before the last { $count } move, which was not played.
       *[other] The puzzle was solved before the last { $count } moves, which were not played.
    }
puzzle-solved-shortest = **Solved** in { $moves }: a shortest solution!
puzzle-solved-longer = **Solved** in { $moves } (a shortest solution takes { $shortest }).
puzzle-solved = **Solved** in { $moves }.
puzzle-hints-used = Hints used: { $hints }.
puzzle-day-list = **Puzzle of the day { $date }** ({ $goal }), fewest moves:
puzzle-day-hints =
    { $count ->
        [one] { $count } hint
       *[other] { $count } hints
    }
puzzle-day-taken-back = { $count } taken back
puzzle-day-more = … and { $count } more.
puzzle-day-done = You solved today's puzzle ({ $goal }) in { $moves }; your first solve is the one that counts.
puzzle-day-next = A new puzzle comes tomorrow (UTC). Meanwhile try `/puzzle number:1`, the other goal, or your own `queue:`.
puzzle-dead-end-undo = There is no solution from here. Take back { $moves } (/undo) to reach a position that has one, or /reset.
puzzle-dead-end = There is no solution from here, nor from any earlier position of yours. Use /reset.
puzzle-next-move = Next move of a shortest solution: `{ $notation }` ({ $moves } to go from here). Hints used: { $hints }.
puzzle-took-back = Took back { $move }.
puzzle-reset = Back to the start position.
# /stats lines on someone's puzzles.
puzzle-stats-solved =
    { $count ->
        [one] 🧩 Adding Donimoes: { $count } puzzle solved
       *[other] 🧩 Adding Donimoes: { $count } puzzles solved
    }
puzzle-stats-fewest = , { $best } of { $graded } in the fewest moves ({ $moves } against { $shortest } for the shortest solutions)
puzzle-stats-hints =
    { $count ->
        [one] , { $count } hint used.
       *[other] , { $count } hints used.
    }
puzzle-stats-days = 📅 Puzzles of the day: { $days } solved, best place { $place } of { $of } ({ $date }).
puzzle-day-line = { $place }. { $who }: { $moves }{ $extra }

# A place, "1st". English is worded by the code (21st, 111th); this is for
# completeness and for the other languages.
place-ordinal =
    { $n ->
        [1] 1st
        [2] 2nd
        [3] 3rd
       *[other] { $n }th
    }

## /leaderboard and /stats (src/service/ratings.rs), posted in the channel's
## language; the picture's words too.

rating-period-all = all time
rating-period-month = the past 30 days
rating-period-week = the past 7 days
rating-pool-duel = 2 players
rating-pool-multi = 3-4 players or teams
rating-system-duel = Glicko-2
rating-system-multi = Weng-Lin, as OpenSkill
rating-games =
    { $count ->
        [one] { $count } game
       *[other] { $count } games
    }
rating-players =
    { $count ->
        [one] { $count } player
       *[other] { $count } players
    }
# W, L, D: wins, losses, draws.
rating-record = { $games } · { $wins } W · { $losses } L · { $draws } D
rating-note = Ratings are cautious: the estimate of your strength less its uncertainty (±), so they rise as your results become clear. Draws, shared places and teams count; aborted games and games against the computer do not.
rating-leaders-note = ± is the rating's uncertainty.
rating-alone = { $game } is played alone, so it has no rating.
rating-start-with = Ratings start with the first game between people (two or more, no computer) that ends; start one with /play.
rating-none-game = No rated games of { $game } here yet.
rating-none-game-in = No rated games of { $game } here in { $period } yet.
rating-board-title = { $game } leaderboard
rating-fit = The picture shows the top { $shown } of each list; the message lists the top { $top }.
rating-leaders-title = Leaders { $where }
rating-leader-aside = the leader's rating
# After the number of games on a leader's line: the reader's own place.
rating-you-at = ; you: { $place } of { $of }
rating-leader-line = **{ $pool }**: { $name } { $rating } ±{ $uncertainty } ({ $players }, { $games }{ $you })
rating-led-by = led by { $name }
rating-nobody = Nobody has a rating here yet. Ratings start with the first game between people (two or more, no computer) that ends: start one with /play, then see /leaderboard game:<game>.
rating-nobody-in = Nobody has a rating here in { $period } yet. Ratings start with the first game between people (two or more, no computer) that ends: start one with /play, then see /leaderboard game:<game>.
rating-see-one = See one game's table with `/leaderboard game:<game>`.
rating-leaders-subtitle = { $period } · every game's best cautious rating
rating-you = **{ $name }** (you)
rating-this-period = ({ $change } this period)
stats-none = { $who } has no rated games { $where } yet.
stats-heading = **Stats for { $who }** { $where }
stats-chart-title = { $name } · rating over time
stats-chart-one = cautious rating after each game; shaded: where the true strength plausibly lies
stats-chart-many = cautious rating after each game
stats-most-played = Most played against (wins-losses-draws): { $list }
stats-pool-line = __{ $pool }__: **{ $rating }** ±{ $uncertainty } ({ $place } of { $of }) · { $games }: { $wins } W, { $losses } L, { $draws } D · { $streak }
stats-best-win = best win: over { $name } (then rated { $rating }), game #{ $game }
stats-best-result = best result: ahead of { $name } (then rated { $rating }), game #{ $game }
stats-streak-win = streak: { $count } wins in a row
stats-streak-loss = streak: { $count } losses in a row
stats-streak-draw = streak: { $count } draws in a row
stats-last-win = last game: won
stats-last-loss = last game: lost
stats-last-draw = last game: a draw
stats-against-none = Against { $who }: no rated games together yet.
stats-against = Against { $who } (wins-losses-draws): { $list }
stats-against-game = { $game } { $wins }-{ $losses }-{ $draws } in { $games } (last: #{ $last })
stats-against-game-none = { $game }: none

## /settings and /notify (src/service/waiting.rs), to the one who asks.

settings-text =
    Reminders: { $reminders }.
    Move deadline: { $deadline }.
    New games open a thread: { $threads }.
settings-reminders-off = off
settings-reminders = after { $silence } of silence, at most { $count } per wait
settings-deadline-none = none
settings-deadline = { $move } per move, then { $grace } of grace before the game is decided
settings-yes = yes
settings-no = no
settings-language = Language of new games: { $language }.
settings-language-server = the server's own (as set in Discord)
# Each language the bot speaks, by its Discord name.
language-en-US = English
language-es-ES = Spanish
language-fr = French
settings-of-server =
    Settings of this server:
    { $settings }
settings-saved =
    Saved. Settings of this server:
    { $settings }
    They apply to running games too.
settings-saved-language =
    Saved. Settings of this server:
    { $settings }
    They apply to running games too, but for the language, which games started from now on speak.
notify-channel = Reminders will mention you in the game's channel.
notify-direct = Reminders will come to you as direct messages.
notify-off = No more reminders for you. You are still mentioned when a move makes it your turn.

## The one entry of /move's list when nothing matches (src/service/finder.rs).

find-not-held = You do not hold the { $tile }: /hand shows your tiles
find-tile-unused = No move of yours uses the { $tile } right now: try another tile
find-nothing = No move of yours matches "{ $typed }": try a tile (56) or a square (3,2)

## /games (src/service/show.rs), to the one who asks.

games-none-all = No games are in progress { $where }.
games-none-mine = You have no games in progress here. Start one with /play.
games-title-all = Games { $where }
games-title-mine = Your games { $where }
games-count-one-waiting = 1, waiting for you
games-count-all-waiting = { $games }, all waiting for you
games-count-some-waiting = { $games }; { $waiting } waiting for you, listed first
games-page = , page { $page } of { $pages }
games-heading = { $title } ({ $counts }){ $page }:
games-damaged = - game { $id }: its stored data is damaged, so I cannot show it
games-damaged-unknown = - a game whose stored data is damaged
games-line-mine = - <#{ $channel }>: { $game } (game { $id }), with { $people }: { $state }
games-line-all = - <#{ $channel }>: { $game } (game { $id }), players { $people }: { $state }
games-state-challenge = waiting for players
games-state-paused = paused
games-state-running = in progress
games-your-turn = **your turn**
games-turn-of = { $who }'s turn
games-time-left = { $whose }, { $left } left
games-out-of-time = { $whose }, out of time (/claim)
list-previous = ◀ Previous
list-next = Next ▶

## Confirmations (src/service/ending.rs), to the one who asked.

resign-confirm = Really resign this { $game } game? You will place last. Press the button to confirm, or ignore this message.
resign-button = Resign
takeback-accept-noted = Noted: you accept. The takeback happens when every other player has accepted.
challenge-closed = This challenge is no longer open.
