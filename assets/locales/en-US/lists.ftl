# Lists and tables: open games, waiting games, leaderboards, ratings,
# puzzles' own replies (finder.rs, waiting.rs, ratings.rs, puzzles.rs).

## Adding Donimoes puzzles (src/service/puzzles.rs), to the one who plays.

puzzle-how-to = Play with `/move action:` in the rule text's notation: an add is the numbers, H or V and the column and row of the left or top cell (`15H24`); a slide is the numbers and L, R, U or D (`15R`); several moves may go in one line (`15H24, 15R`). `/hint` tells you the next move of a shortest solution, `/undo` takes a move back, `/reset` starts again.
# A puzzle's title, on its picture and its first message.
puzzle-title-queue = Your queue
puzzle-title-problem = Problem { $number } ({ $source })
puzzle-title-daily = Puzzle of the day, { $date }
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
