# The games' own refusals and notation errors (crates/engine, each game's
# phrases.rs gives a reason's key and facts). English is byte for byte
# each reason's `Display` (a test checks). Keys: rule-<game>-<variant>;
# rule-placement-*, rule-laying-*, rule-board-*, rule-stacks-* are the
# reasons the games share.

## Shared by every game (RuleError, PlayError)
rule-game-over = the game is over
rule-not-your-turn = it is not your turn
rule-no-such-action = there are only { $count } legal actions
rule-not-held = you do not hold { $tile }; see your tiles with /hand
# A fact a sentence may leave out.
rule-nothing = { "" }

## Lists
rule-list-and = { $first } and { $second }
rule-list-or = { $first } or { $second }
rule-list-comma = { $first }, { $second }

## Placements (common/placement.rs)
-placement-example = write the tile, the cell for its first number and where the second goes, e.g. `3-6 0,0 E` (E = right, N = up, W = left, S = down)
rule-placement-no-tile = it names no tile; { -placement-example }
rule-placement-far-away = { $number } is far outside the table: squares are numbered from the first tile at 0,0
rule-placement-two-directions = two directions in `{ $text }`: { -placement-example }
rule-placement-unknown-word = I don't understand `{ $word }`: { -placement-example }
rule-placement-no-square = where should { $a }-{ $b } go? { -placement-example }
rule-placement-no-direction = which way does the { $b } half point? Add N, E, S or W, e.g. `{ $a }-{ $b } { $at } E`
rule-placement-not-side-by-side = { $first } and { $second } are not side by side, so one tile cannot cover both
rule-placement-bad-cells = I could not read the cells in `{ $text }`: { -placement-example }

## Laying one tile on an open grid (common/laying.rs, common/board.rs)
rule-laying-not-held = you hold { $held }, not { $tried }; see it with /hand
rule-board-covered = { $cell } is already covered (it shows { $number })
rule-board-away-from-origin = the first tile covers 0,0 so that coordinates stay fixed; try `{ $a }-{ $b } 0,0 E`
rule-board-detached = { $a }-{ $b } on { $at } and { $second } would not touch any tile: it must share an edge with the layout

## Stacking (common/stacks.rs, Dominup's words)
rule-stacks-detached = { $first } and { $second } do not touch any tile: a tile on the table must share an edge with the layout
rule-stacks-half-covered = one of { $first } and { $second } is covered and the other is not: a tile must lie flat, both halves on the table or both on stacks
rule-stacks-uneven = the stacks under { $first } and { $second } are { $low } and { $high } high: a climb needs two stacks of the same height
rule-stacks-one-tile = { $first } and { $second } are the two halves of one tile: a climb must rest on two different tiles
rule-stacks-mismatch = the numbers beneath are { $under-first } on { $first } and { $under-second } on { $second }, so only { $under-first }-{ $under-second } fits there

## Dominup
rule-dominup-must-climb = you must climb while any of your tiles can, e.g. `{ $climb }`; /move lists every climb

## The Tree
rule-tree-standing = in The Tree every tile lies horizontally: write it with E, e.g. `{ $a }-{ $b } { $at } E`
rule-tree-on-top = the { $n } on { $cell } would rest on the { $m } on { $below }: it must show the rings of { $m } plus exactly one more ({ $fitting })
rule-tree-fits-nothing = nothing (it already shows every ring)
rule-tree-under = the { $n } on { $cell } would lie under the { $m } on { $above }: that { $m } must show the rings of { $n } plus exactly one more
rule-tree-floating = { $a }-{ $b } on { $at } and { $second } would not rest on the tree: at least one half must lie directly above a placed half

## Draw dominoes
rule-draw-no-match = { $tile } has no { $number }, the number at the { $end } end
rule-draw-end-left = left
rule-draw-end-right = right
rule-draw-no-tile = write the tile and the end, e.g. `3-6 L` or `3-6 R` (I read `{ $text }`)
rule-draw-not-in-set = numbers in this set go from 0 to { $top }
rule-draw-both-ends = { $tile } fits both ends: add L or R, e.g. `{ $tile } L`
rule-draw-which-end = say which end: `{ $tile } L` (left) or `{ $tile } R` (right)

## Tetradominoes
-tetradominoes-examples = a domino (`4-6 2,0 N`), a tetromino (`J 1,1 1,0 2,0 3,0`), `skip`, `reveal 1-2 3-4`, `give 3-4` or `keep`
-tetromino-example = write the piece and its four squares, e.g. `J 1,1 1,0 2,0 3,0`
rule-tetradominoes-empty = write an action: { -tetradominoes-examples }
rule-tetradominoes-give-what = write the domino you give, e.g. `give 3-4`, or `keep`
rule-tetradominoes-reveal-what = write the two hidden dominoes you reveal, e.g. `reveal 1-2 3-4`
rule-tetradominoes-reveal-twice = reveal two different dominoes, not { $tile } twice
rule-tetradominoes-number-too-high = domino numbers go from 0 to { $top }
rule-tetradominoes-squares = I could not read the squares: { -tetromino-example }
rule-tetradominoes-square-count = a tetromino needs four squares (eight numbers), I read { $count }: { -tetromino-example }
rule-tetradominoes-square-twice = { $cell } is written twice: name four different squares
rule-tetradominoes-not-a-tetromino = those four squares do not form a tetromino (four squares joined edge to edge)
rule-tetradominoes-domino-first = first play a domino, e.g. `3-6 1,0 E`
rule-tetradominoes-reveal-first = none of your dominoes can be played: reveal two hidden ones of your choice, e.g. `reveal 1-2 3-4`
rule-tetradominoes-tetromino-or-skip = you have played your domino: now play a tetromino (see the choices) or `skip`
rule-tetradominoes-give-or-keep = now choose whether to give your partner a domino (`give 3-4`) or `keep`
rule-tetradominoes-not-held = you do not hold { $tile }; see your dominoes with /hand
rule-tetradominoes-face-up = { $tile } is already face up: choose two of your hidden dominoes
rule-tetradominoes-same-twice = choose two different dominoes
rule-tetradominoes-taken = { $cell } is already taken by a { $number }: a domino goes on two empty squares
rule-tetradominoes-touches-nothing = no number on the table is uncovered, so the domino must touch a covered number; { $a }-{ $b } on { $at } and { $second } touches none
rule-tetradominoes-no-match = { $a }-{ $b } there matches nothing: a number of the new domino must lie next to the same number, not covered by a tetromino ({ $first }; { $second })
rule-tetradominoes-no-match-turned = { $a }-{ $b } there matches nothing: a number of the new domino must lie next to the same number, not covered by a tetromino ({ $first }; { $second }). Turned round it matches: `{ $turned }`
rule-tetradominoes-touches = the { $number } on { $cell } touches { $numbers }
rule-tetradominoes-touches-none = the { $number } on { $cell } touches no uncovered number
rule-tetradominoes-piece-played = the { $piece } piece is already on the table: each piece is played once (still free: { $free })
rule-tetradominoes-no-piece = none
rule-tetradominoes-wrong-shape-light = with your light side up, { $squares } is the shape of the { $shape } piece, not the { $piece }: write `{ $notation }`
rule-tetradominoes-wrong-shape-dark = with your dark side up, { $squares } is the shape of the { $shape } piece, not the { $piece } (the dark side shows each shape mirrored): write `{ $notation }`
rule-tetradominoes-not-a-shape = { $squares } is not a tetromino shape (four squares joined edge to edge)
rule-tetradominoes-hangs-off = { $cell } has no domino under it: a tetromino may not hang off the dominoes
rule-tetradominoes-covered = { $cell } is already covered by the { $piece } piece
rule-tetradominoes-misses-domino = a tetromino must cover a number of the domino you just played ({ $a } on { $at }, { $b } on { $second })
rule-tetradominoes-wrong-number = it would cover the { $number } on { $cell }: a tetromino covers only the numbers of the domino you just played ({ $numbers })
rule-tetradominoes-numbers-one = { $number }s
rule-tetradominoes-numbers-two = { $low }s and { $high }s
rule-tetradominoes-same-colour = it would share an edge with the { $piece } piece on { $cell }, which is { $colour }: two tetrominoes of the same colour may not lie side by side (touching at a corner is fine)
rule-tetradominoes-colour-light = light like yours
rule-tetradominoes-colour-dark = dark like yours
rule-tetradominoes-colour-token = yours

## Euronimoes
-slot-hint = say which slot by its cost: `buy -1`, `buy 0`, `buy 1`, `buy 2` or `buy 3` (or name the domino, e.g. `buy 3-5`)
rule-euronimoes-no-slot = there is no { $cost } slot: { -slot-hint }
rule-euronimoes-which-domino = which domino? { -slot-hint }
rule-euronimoes-not-in-market = { $tile } is not in the market: { -slot-hint }
rule-euronimoes-several-slots = { $tile } lies in more than one slot: say which, { $buys }
rule-euronimoes-no-such-slot = the market's slots cost -1, 0, 1, 2 and 3 chips: say which, e.g. `buy 0`
rule-euronimoes-empty-slot = the { $cost } slot is empty: the dominoes left in the market lie in the cheapest slots
rule-euronimoes-too-dear = { $tile } in the { $cost } slot costs { $cost ->
        [1] 1 chip
        [-1] -1 chip
       *[other] { $cost } chips
    } and you have { $held ->
        [1] 1 chip
       *[other] { $held } chips
    }: choose a cheaper domino or `draw` from the pile
rule-euronimoes-pile-empty = the bone pile is empty: buy a domino from the market instead, e.g. `buy 0`
rule-euronimoes-take-first = first take a domino: `draw` from the bone pile, or buy one from the market by its slot's cost (`buy -1`, `buy 0`, ... `buy 3`)
rule-euronimoes-nothing-to-take = the pile and the market are empty, so there is no more drawing: play a domino from your hand
rule-euronimoes-already-taken = you have taken your domino for this turn: now play one from your hand into your area
rule-euronimoes-not-the-end = you may keep a domino only at the very end, once the pile and the market are empty and you hold just one: play a domino
rule-euronimoes-not-held = you do not hold { $tile }; see your dominoes with /hand
rule-euronimoes-away-from-origin = your first domino covers 0,0 so that your squares keep their names; try `{ $a }-{ $b } 0,0 E`
rule-euronimoes-detached = not connected to your dominoes: { $first } and { $second } share no edge with any of them (touching at a corner does not count)
rule-euronimoes-half-covered = { $covered } is covered and { $empty } is not: a domino lies either on the table (both squares empty) or on top of two dominoes (both squares covered)
rule-euronimoes-uneven = a stacked domino must rest on two stacks of the same level: { $first } is at level { $low } and { $second } at level { $high }
rule-euronimoes-one-tile = a stacked domino must rest on two different dominoes: { $first } and { $second } are the two halves of one domino
rule-euronimoes-mismatch = the { $number } would rest on a { $beneath } (on { $cell }): each number of a stacked domino must match the number beneath it, so only { $a }-{ $b } fits there
rule-euronimoes-cannot-stand = { $a }-{ $b } cannot stand upright: its { $upper } and { $lower } would be next to each other in column { $x }, and numbers in a column must differ by exactly one; only 0-1, 1-2, 2-3, 3-4, 4-5 and 5-6 can stand{ $wrap }
rule-euronimoes-no-wrap = {" "}(runs do not wrap around: only a 1 goes next to a 0, only a 5 next to a 6)
rule-euronimoes-not-one-apart = a { $number } { $side } the { $next } in column { $x }: numbers next to each other in a column must differ by exactly one ({ $number } next to { $next }){ $wrap }
rule-euronimoes-reverses = a { $number } { $side } the { $near } would reverse the run { $run } in column { $x }: a run keeps going up or keeps going down ({ $instead })
rule-euronimoes-only-fits = only a { $fits } can go { $side } the { $near }
rule-euronimoes-run-ends = the run already ends at { $near }, so nothing can go { $side } it
rule-euronimoes-turns-back = column { $x } would read { $column } from top to bottom, turning back at the { $number } on { $x },{ $y }: a run keeps going up or keeps going down

## Dominoids ($suit is a suit in the language's words, `event-dominoids-suns`…)
rule-dominoids-die = { $suit } { $face ->
        [0] blank
        [1] ace
       *[other] { $face }
    }
rule-dominoids-ranks = ranks { $first }-{ $last }
rule-dominoids-files = files { $first }-{ $last }
rule-dominoids-by-pawn = the { $suit } pawn on { $at }
rule-dominoids-by-coin = the { $suit } coin on { $at }
rule-dominoids-by-dominoid = the { $tile } Dominoid on { $at }
rule-dominoids-by-nothing = nothing on { $at }
rule-dominoids-by-edge = the edge of the board
rule-dominoids-take-dice-first = first take two dice, e.g. `dice suns moons` (at least one from the Old box)
rule-dominoids-use-your-dice = now use one of your dice ({ $dice }) with slide, rotate, bud, shift or pass
rule-dominoids-effect-first = the Dominoid that slid must first eat, attack or breed (see the choices under the picture)
rule-dominoids-child-first = first place the child, e.g. `child 3-5 c6 c7`
rule-dominoids-food-first = first place the missing food, e.g. `food suns e4`
rule-dominoids-same-die-twice = choose two different dice
rule-dominoids-die-already-taken = the { $suit } die is already taken this turn
rule-dominoids-need-an-old-die = at least one die must come from the Old box, which holds { $dice }
rule-dominoids-dice-not-together = those dice cannot be taken together
rule-dominoids-die-used = you have already used the { $suit } die this turn
rule-dominoids-die-not-taken = you did not take the { $suit } die this turn; your dice are { $dice }
rule-dominoids-blank-only-passes = the { $die } only allows a pass: `{ $word } pass`
rule-dominoids-ace-may-not-pass = the { $die } can shift { $line }, so it may not pass
rule-dominoids-ace-shifts = an ace shifts the row or column of its pawn: e.g. `{ $word } shift right`
rule-dominoids-only-an-ace-shifts = the { $die } moves a Dominoid; only an ace shifts
rule-dominoids-number-may-not-pass = the { $die } can still move or bud a Dominoid, so it may not pass
rule-dominoids-not-possible-now = that is not possible now
rule-dominoids-straddles = the { $tile } on { $first }-{ $second } straddles the edge of { $line }, so { $line } cannot shift
rule-dominoids-would-tear = the { $tile } on { $first }-{ $second } lies across the tile that would wrap around, and would be torn in two
rule-dominoids-shift-impossible = that shift is not possible
rule-dominoids-no-dominoid = there is no Dominoid on { $at }
rule-dominoids-end-too-high = the { $lead } end of the { $tile } on { $at } needs a die above { $lead }; the { $die } moves only ends below { $face }
rule-dominoids-broken = the { $tile } on { $at } is broken
rule-dominoids-slides-off-board = the { $tile } led by its { $lead } on { $at } would slide off the board (the edge never stops a slide)
rule-dominoids-blocked-at-once = the { $tile } led by its { $lead } on { $at } is blocked at once by { $by }
rule-dominoids-slides-elsewhere = led by { $from }, the { $tile } slides to { $stop }, not { $to }
rule-dominoids-not-beside = a quarter turn takes the { $lead } end on { $at } to a square beside { $pivot }, the other end, not to { $target }
rule-dominoids-turns-off-board = turning the { $tile } that way would leave the board
rule-dominoids-turn-in-the-way = the { $tile } cannot turn onto { $target }: { $by } is in the way
rule-dominoids-target-taken = the { $tile } cannot turn onto { $target }: { $by } is on the target square
rule-dominoids-turn-impossible = that turn is not possible
rule-dominoids-bud-while-moving = the { $die } can still move a Dominoid, and budding is only for a die that cannot
rule-dominoids-no-room-to-bud = there is no room next to that Dominoid for a child from the gene pool
rule-dominoids-no-coin = there is no coin on { $at }
rule-dominoids-coin-not-next = the { $suit } coin on { $at } is not next to the Dominoid that slid
rule-dominoids-coin-too-big = the { $suit } coin on { $at } is worth { $value }, more than the end of the { $mover } next to it
rule-dominoids-no-other-dominoid = there is no other Dominoid on { $at }
rule-dominoids-not-touching = the { $other } on { $at } does not touch the { $mover } that slid
rule-dominoids-attack-not-lower = the { $tile } can only attack an end lower than its own touching end
rule-dominoids-cannot-breed = breeding needs touching ends with equal numbers and room for a child from the gene pool ({ $mover } and { $other })
rule-dominoids-not-in-pool = the { $tile } is not in the gene pool
rule-dominoids-not-open = { $at } is not an open square
rule-dominoids-not-next-to-each-other = { $first } and { $second } are not next to each other
rule-dominoids-child-not-beside = the child must lie with a number it shares with a parent right next to that parent's end with the same number
rule-dominoids-no-food-due = no { $suit } coin needs placing
rule-dominoids-food-away-from-pawn = the { $suit } coin goes on an open square next to the { $suit } pawn on { $pawn }, not on { $at }
rule-dominoids-empty = write an action, e.g. `dice suns moons` or `arms slide c3 e3` (autocomplete lists them all)
rule-dominoids-two-verbs = `{ $text }` names two different actions
rule-dominoids-unknown-word = I don't know the word `{ $word }`. Write e.g. `dice suns moons`, `arms slide c3 e3`, `moons rotate c3 d4`, `crowns shift right`, `eat e4` or `child 3-5 c6 c7` (see /rules game:dominoids)
rule-dominoids-two-dice = name the two dice by their suits, e.g. `dice suns moons`
rule-dominoids-die-verb = say what the die does: slide, rotate, bud, shift or pass, e.g. `arms slide c3 e3`
rule-dominoids-no-die = name the die by its suit, e.g. `arms slide c3 e3`
rule-dominoids-not-one-die = name one die by its suit, e.g. `arms slide c3 e3`
rule-dominoids-slide-squares = name the leading end's square and where it stops, e.g. `arms slide c3 e3`
rule-dominoids-rotate-squares = name the leading end's square and where it turns to, e.g. `moons rotate c3 d4`
rule-dominoids-bud-square = say which Dominoid buds by one of its squares, e.g. `suns bud c3`
rule-dominoids-no-ace = name the ace by its suit, e.g. `crowns shift right`
rule-dominoids-not-one-ace = name one die, e.g. `crowns shift right`
rule-dominoids-shift-way = say which way: `{ $word } shift left` or `right` moves the pawn's row, `up` or `down` its column
rule-dominoids-not-the-pawns-line = { $mistake }: the { $suit } pawn is on { $pawn }, so the { $suit } ace shifts { $row } (left or right) or { $column } (up or down)
rule-dominoids-column-for-row = left and right move a row, not a column
rule-dominoids-not-the-pawns-ranks = those ranks are not the pawn's row
rule-dominoids-row-for-column = up and down move a column, not a row
rule-dominoids-not-the-pawns-files = files { $files } are not the pawn's column
rule-dominoids-effect-words = say `eat`, `attack` or `breed` and one square, e.g. `eat e4`
rule-dominoids-effect-verb = say what to do with { $at }: `eat`, `attack` or `breed`
rule-dominoids-effect-square = name one square: the coin to eat (`eat e4`) or the Dominoid to attack or breed with (`attack d5`)
rule-dominoids-child-words = write the child's numbers and squares, e.g. `child 3-5 c6 c7` (3 on c6, 5 on c7)
rule-dominoids-child-numbers = Dominoids have numbers 1 to 5
rule-dominoids-food-square = name the square for the coin, e.g. `food suns e4`
rule-dominoids-food-which-coin = say which coin goes there, e.g. `food suns e4`
rule-dominoids-food-one-suit = name one suit, e.g. `food suns e4`

## Adding Donimoes
-adding-examples = write a slide as the domino's numbers and a direction (`36D`: L, R, U or D), or an add as the numbers, H or V and the column and row of its left or top cell (`23V21`)
-adding-queue-example = write the top numbers, a slash, then the bottom numbers, e.g. `2 3 5 4 5 2 / 1 5 1 5 5 4`
rule-adding-cell = column { $col }, row { $row }
rule-adding-here = { $tile } at { $cell }
rule-adding-pairing = its { $n } next to the { $n } of { $owner }
rule-adding-next-to = { $mine } next to { $theirs }
rule-adding-solved = the puzzle is solved already: start another with /puzzle
rule-adding-all-added = every domino is on the board already: there is nothing left to add
rule-adding-not-next = the next domino to add is { $next }, not { $tile }
rule-adding-not-next-placed = the next domino to add is { $next }, not { $tile } (the { $tile } is on the board already)
rule-adding-taken = that cell is taken: { $cell } holds the { $n } of { $owner }
rule-adding-touches-nothing = { $here } would touch no domino: an added domino needs two equal neighbour pairs
rule-adding-too-few-pairs-none = { $here } needs two equal neighbour pairs, has none: it would only touch { $touching }
rule-adding-too-few-pairs = { $here } needs two equal neighbour pairs, has { $count ->
        [1] one
       *[other] { $count }
    } ({ $pairs })
rule-adding-not-placed = { $tile } is not on the board yet
rule-adding-lies-across = the { $tile } lies across: it can only slide left or right
rule-adding-stands-upright = the { $tile } stands upright: it can only slide up or down
rule-adding-slide-blocked = the { $tile } cannot slide { $dir }: the cell { $dir ->
        [up] above
        [down] below
        [left] to the left of
       *[right] to the right of
    } it is taken by the { $n } of { $owner }
rule-adding-slide-unpaired-none = after sliding { $dir }, the { $tile } would have no pair adding up to six and no equal pairs: a slide must end with a pair adding up to six or two equal pairs
rule-adding-slide-unpaired = after sliding { $dir }, the { $tile } would have no pair adding up to six and only one ({ $pairs }) equal pair: a slide must end with a pair adding up to six or two equal pairs
rule-adding-cut-off = sliding the { $tile } { $dir } would cut it off from the group: every domino must stay connected
rule-adding-leaves-cut-off = sliding the { $tile } { $dir } would leave { $away } cut off from the group: every domino must stay connected
rule-adding-still-queued = the { $tile } is still in the queue: it slides only once it has been added
rule-adding-no-such-domino = there is no domino { $tile } on the board, and none in this puzzle's queue
rule-adding-column-outside = column { $col } is outside the frame, which has columns 1 to { $cols } (see the labels on the picture)
rule-adding-row-outside = row { $row } is outside the frame, which has rows 1 to { $rows } (see the labels on the picture)
rule-adding-cell-outside = column { $col }, row { $row } is outside the frame
rule-adding-stray = I don't understand `{ $text }`: { -adding-examples }
rule-adding-nothing = nothing to read: { -adding-examples }
rule-adding-not-double-six = { $number } is not on a double-six domino: the numbers go from 0 to 6
rule-adding-no-second-number = `{ $text }` needs a second number after the dash: { -adding-examples }
rule-adding-not-single-digits = `{ $text }`: a domino's numbers are single digits from 0 to 6
rule-adding-not-two-numbers = `{ $text }` should be a domino's two numbers, like `36` or `3-6`: { -adding-examples }
rule-adding-no-numbers = `{ $text }` should start with the domino's two numbers: { -adding-examples }
rule-adding-no-move = after `{ $tile }` write a direction to slide it (L, R, U or D, e.g. `{ $tile }D`), or H or V and a column and row to add it (e.g. `{ $tile }V21`)
rule-adding-not-direction = `{ $word }` after `{ $tile }` is neither a direction (L, R, U, D) nor H or V: { -adding-examples }
rule-adding-no-cell = after `{ $tile }{ $hv }` write the column and row of its { $hv ->
        [V] top
       *[other] left
    } cell, e.g. `{ $tile }{ $hv }21`
rule-adding-bad-cell = I could not read the column and row in `{ $text }`: write them as two digits (`{ $tile }{ $hv }21` is column 2, row 1), or with a comma when one is 10 or more (`{ $tile }{ $hv }10,1`)
rule-adding-not-one = expected one move, found { $count }
rule-adding-queue-not-double-six = the { $index ->
        [1] 1st
        [2] 2nd
        [3] 3rd
       *[other] { $index }th
    } domino, { $tile }, is not in a double-six set: numbers go from 0 to 6
rule-adding-queue-twice = { $tile } is in the queue twice (the { $index ->
        [1] 1st
        [2] 2nd
        [3] 3rd
       *[other] { $index }th
    } domino, and the { $first ->
        [1] 1st
        [2] 2nd
        [3] 3rd
       *[other] { $first }th
    }): a double-six set has only one of each, so replace one of them
rule-adding-queue-twice-written = { $tile } is in the queue twice (the { $index ->
        [1] 1st
        [2] 2nd
        [3] 3rd
       *[other] { $index }th
    } domino, and the { $first ->
        [1] 1st
        [2] 2nd
        [3] 3rd
       *[other] { $first }th
    } as { $earlier }): a double-six set has only one of each, so replace one of them
rule-adding-queue-too-short = a puzzle needs at least { $least } dominoes (the first two start on the board), this queue has { $count }
rule-adding-queue-too-long = a puzzle has at most { $most } dominoes, this queue has { $count }: leave some out
rule-adding-queue-empty = the queue is empty: { -adding-queue-example }
rule-adding-queue-one-line = I found only one line of numbers; each domino needs a top and a bottom number: { -adding-queue-example }
rule-adding-queue-lines = I found { $count } lines of numbers, but a queue is two lines (top numbers and bottom numbers): { -adding-queue-example }
rule-adding-queue-big-number = { $n } in the { $line } line is not on a double-six domino: numbers go from 0 to 6
rule-adding-queue-not-a-number = `{ $text }` in the { $line } line is not a number: { -adding-queue-example }
rule-adding-queue-uneven = the top line has { $top } numbers and the bottom line { $bottom }: every domino needs a top and a bottom number, so both lines must be equally long
