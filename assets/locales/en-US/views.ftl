# What a game's view says: private notes, seat roles, scores, details, titles
# (the engine's views, said! keys view-*).

## Private notes: what only the seat's own view says.
view-tree-own-hand = { $tiles ->
    [one] { $tiles } tile
   *[other] { $tiles } tiles
} in hand. Every tile lies across; a half resting on the tree shows the rings beneath it plus exactly one more.
view-draw-own-pips = { $pips ->
    [one] { $pips } pip
   *[other] { $pips } pips
} in your hand.
view-dominup-own-hand = { $tiles ->
    [one] { $tiles } tile
   *[other] { $tiles } tiles
} in hand. Climbs come first: while any of your tiles can climb, you must.
view-dominup-must-climb = Your turn: you must climb now.
view-dominup-must-lay = Your turn: no tile can climb, so lay one on the table.
view-dominimum-own-mission = Your mission { $mission } scores { $score } on the table as it stands (lower is better).
view-dominomega-own-ring = You score with the { $ring }: groups multiply, so many middle-sized groups beat one big one.

## A Dominimum mission's score: the sizes of its two groups multiplied.
view-dominimum-score = { $a } x { $b } = { $product }

## Dominomega's rings, each a seat's role.
view-ring-dot = dot
view-ring-small = small circle
view-ring-big = big circle

## Adding Donimoes: the notes under a puzzle, and its goal.
view-adding-solved-shortest = Solved in { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
} (a shortest solution).
view-adding-solved-longer = Solved in { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
} (the shortest takes { $shortest }).
view-adding-solved = Solved in { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}.
view-adding-next = Next to add: { $tile }. Add it with its numbers, H or V and the column and row of its left or top cell (e.g. { $example }); slide with the numbers and L, R, U or D (e.g. 36D).
view-adding-all-added = Every domino is on the board: now slide them into one solid rectangle.
view-adding-hints = Hints used: { $hints }.
