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
view-adding-goal-all-added = goal: add every domino
view-adding-goal-rectangle = goal: add every domino, ending as one solid rectangle

## Shared by several games: a seat's number as its role, tiles, points.
view-seat = seat { $number }
view-tiles-left = { $tiles } left
view-tiles-in-hand = { $tiles ->
    [one] { $tiles } tile
   *[other] { $tiles } tiles
} in hand
view-points = { $points ->
    [one] { $points } point
   *[other] { $points } points
}

## The Tree: its title, a seat's detail.
view-title-tree = The Tree
view-tree-in-hand = { $tiles ->
    [one] { $tiles } tile
   *[other] { $tiles } tiles
} in hand
view-tree-in-hand-extra = { $tiles ->
    [one] { $tiles } tile
   *[other] { $tiles } tiles
} in hand, extra turn

## Draw dominoes.
view-title-draw = Draw dominoes
view-title-draw-six = Draw dominoes (double-six)
view-title-draw-match = Draw dominoes, match to { $target }: hand { $hand }
view-title-draw-six-match = Draw dominoes (double-six), match to { $target }: hand { $hand }
view-draw-out-of-tiles = out of tiles
view-draw-pips-left = { $pips ->
    [one] { $pips } pip
   *[other] { $pips } pips
} left: { $tiles }

## Dominup.
view-title-dominup = Dominup
view-title-dominup-misere = Dominup (misère)
view-dominup-to-act = to act

## Dominimum.
view-title-dominimum = Dominimum
view-dominimum-mission = mission { $mission }
view-dominimum-mission-hidden = { $tiles ->
    [one] { $tiles } tile in hand
   *[other] { $tiles } tiles in hand
}, mission hidden

## Dominomega.
view-title-dominomega = Dominomega
view-title-dominomega-two = Dominomega (two players)

## Euronimoes: a seat's detail, its parts joined by " · ".
view-title-euronimoes = Euronimoes
view-euronimoes-hand-chips = { $held } in hand · { $chips ->
    [one] { $chips } chip
   *[other] { $chips } chips
}
view-euronimoes-kept-one = kept one, finished
view-euronimoes-finished = finished
view-euronimoes-went-first = went first

## Tetradominoes: titles, roles (a side is light or dark), scores, details.
view-title-tetra = Tetradominoes
view-title-tetra-match-game = Tetradominoes, match game { $game }
view-title-tetra-match = Tetradominoes match
view-tetra-own-colour = own colour
view-tetra-team-role = { $side } team
view-tetra-side = { $side }
view-tetra-tally = { $tally } of { $target }
view-tetra-hidden = { $hidden } hidden
view-tetra-hidden-face-up = { $hidden } hidden, face up: { $tiles }
view-tetra-played = played { $played }
view-tetra-match-points = { $points } of { $target } match points

## Dominoids: a seat's detail (a suit's name is shown as it is).
view-title-dominoids = Dominoids
view-dominoids-no-food = no food yet
view-dominoids-coins = { $coins ->
    [one] { $coins } coin
   *[other] { $coins } coins
} worth { $worth }
view-dominoids-bonus = +3 for { $suit }
