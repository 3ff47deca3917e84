# A game's history and replay (src/service/history.rs, replay.rs): the
# frame around the event lines.

## /history: a player's last finished games.
history-none = { $who } has no finished games { $where } yet.
history-none-of = { $who } has no finished games of { $game } { $where } yet.
history-head = **Last finished games** of { $who }, newest first:
history-head-of = **Last finished games of { $game }** of { $who }, newest first:
history-footer = See any of them again with `/replay id:<number>`.
history-button-replay = Replay #{ $id }
history-draw = **a draw**
history-place = **{ $rank ->
    [1] 1st
    [2] 2nd
    [3] 3rd
   *[other] { $rank }th
} of { $players }**
history-place-shared = **shared { $rank ->
    [1] 1st
    [2] 2nd
    [3] 3rd
   *[other] { $rank }th
} of { $players }**
history-finished = finished
history-vs = vs { $others }
history-computer = the computer ({ $level })
history-nobody-won = nobody won
history-won = { $who } won
history-partners-won = { $who } won
history-shared-first = { $who } shared first place
history-result-summary = { $result }: { $summary }
history-rating = rating { $rating } ({ $change })
history-not-rated = not rated
history-damaged-id = `#{ $id }` · this game's stored data is damaged
history-damaged = a game whose stored data is damaged

## /replay: a finished game again, step by step.
replay-title = **Game #{ $id } · { $game }**{ $variant }
replay-finished = { $title }, finished on { $date } { $moves ->
    [0] before any move
    [one] after 1 move
   *[other] after { $moves } moves
}.
replay-ended = { $title }, ended on { $date } { $moves ->
    [0] before any move
    [one] after 1 move
   *[other] after { $moves } moves
}.
replay-seats = Seats:
replay-no-result = It was { $status ->
    [aborted] aborted
    [cancelled] cancelled
    [declined] declined
   *[other] { $status }
} with no result, so it counted for nobody.
replay-seed = Seed, to check every shuffle: `{ $seed }`
replay-step-through = Step through it with the buttons, or `/replay id:{ $id } step:<0 to { $moves }>`.
replay-start = { $title }, the start: before move 1 of { $moves }.
replay-start-empty = { $title }, the start: no move was made.
replay-step = { $title }, move { $step } of { $moves } ({ $move }): { $did }.
replay-played = { $who } played
replay-animation = Game #{ $id } from start to end.
replay-watch = Or watch every move in the animation below.
replay-moves = Moves of game #{ $id }:
replay-button-start = ⏮ Start
replay-button-previous = ◀ Previous
replay-button-next = Next ▶
replay-button-end = End ⏭
