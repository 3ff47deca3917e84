## What happened in a game, the notes under its board and its outcome's
## summary: the engine's event lines (`said!` in crates/engine, see
## docs/i18n.md). English reads byte for byte as the engine's own English.
## $who is a seat (the reader names it); other facts are numbers or text
## shown as it is (tiles, cells, notation).

## Shared by several games.
event-noted = { $deed } ({ $note })
event-run = { $deed } ({ $times } times in a row)
event-run-noted = { $deed } ({ $times } times in a row; { $note })
event-run-shared = { $deed }; the same for { $others } ({ $times } times in a row)
event-run-shared-noted = { $deed }; the same for { $others } ({ $times } times in a row; { $note })
event-placed = placed { $notation }: { $where }
event-placement-across = { $a } on { $at }, { $b } on { $second } (lying across)
event-placement-standing = { $a } on { $at }, { $b } on { $second } (standing up)
event-drew-from-supply = drew a tile ({ $left } left in the supply)
event-counts-on-table = { $table ->
    [one] { $table } tile
   *[other] { $table } tiles
} on the table, { $supply } in the supply
event-resigned = { $who } resigned
event-out-of-time-claimed = { $who } ran out of time; { $claimant } claimed the win
event-out-of-time-grace = { $who } ran out of time; the grace period is over too
# What a secret action is called to those who may not see it (takebacks, history).
event-concealed-action = a hidden action
event-concealed-gift = a secret gift decision

## The Tree.
event-tree-drew-passed = { $who } could not play, drew a tile and passed
event-tree-supply-left = { $left } left in the supply
event-tree-passed = { $who } could not play and passed
event-tree-supply-empty = the supply is empty
event-tree-dealt-again = everyone passed in succession with the supply empty: nobody wins this round, so the tiles are shuffled and dealt again (round { $round })
event-tree-patience-lost = no tile can be placed and the supply is empty: the patience is lost
event-tree-stuck-end = round { $round } also ended with everyone stuck: the game ends and nobody wins
event-tree-patience-won = every tile is in the tree: the patience is won
event-tree-out = { $who } ran out of tiles and wins
event-tree-extra = { $why }, so { $who } plays an extra turn
event-tree-both-halves = both halves of the tile rest on the tree
event-tree-fits-under = the tile fits under a tile already placed
event-tree-round = round { $round }: the earlier rounds ended with everyone stuck and were dealt again
event-tree-playing-extra = { $who } is playing an extra turn
event-tree-counts = { $tree ->
    [one] { $tree } tile
   *[other] { $tree } tiles
} in the tree, { $supply } in the supply
event-tree-won = patience won: every tile is in the tree
event-tree-lost = patience lost: { $left ->
    [one] { $left } tile
   *[other] { $left } tiles
} could not be placed
event-tree-first-out = { $who } ran out of tiles first and wins; the others rank by fewest tiles left
event-tree-nobody-wins = nobody wins: { $rounds } rounds in a row ended with everyone stuck and the supply empty

## Draw dominoes.
event-draw-opened = { $who } opened with { $tile }, { $why }
event-draw-highest-double = the highest double dealt
event-draw-heaviest = no double was dealt, so the heaviest tile
event-draw-drew = { $who } drew { $count } from the boneyard
event-draw-passes = { $who } cannot play and passes
event-draw-blocked = nobody can play: the lowest pip total in hand wins
event-draw-played-left = played { $tile } on the left end
event-draw-played-right = played { $tile } on the right end
event-draw-out-hand = { $played }, is out of tiles and wins the hand
event-draw-out-game = { $played }, is out of tiles and wins the game
event-draw-open-ends = open ends: { $left } on the left (L), { $right } on the right (R)
event-draw-counts = { $line ->
    [one] { $line } tile
   *[other] { $line } tiles
} in the line, { $boneyard } in the boneyard
event-draw-has = { $who } has { $points }
event-draw-score = { $scores }
event-draw-match-note = Match to { $target } points: { $score }.
event-draw-hand-note = Hand { $hand }: { $result }.
event-draw-hand = hand { $hand }: { $result }
event-draw-match-score = match score: { $score } (first to { $target })
event-draw-match-won = { $who } has { $points } points and wins the match
event-draw-dealt-again = hand { $hand }: all the tiles are dealt again and { $who } opens with { $tile }
event-draw-hand-out = { $who } went out and scores { $score } ({ $held })
event-draw-hand-lowest = { $who } had the lowest pip total when the hand blocked and scores { $score } ({ $held })
event-draw-hand-tied = blocked with equal lowest pip totals, nobody scores ({ $held })
event-draw-held = { $who } held { $pips ->
    [one] { $pips } pip
   *[other] { $pips } pips
}
event-draw-match-summary = the first to { $target } points wins the match
event-draw-out-summary = the first to play out wins and scores the pips left in the other hands
event-draw-blocked-summary = blocked: the lowest pip total wins and scores the pips left in the other hands
event-draw-tied-summary = blocked with equal lowest pip totals: a draw

## Dominup.
event-dominup-expanded = expanded with { $notation }: { $where }
event-dominup-climbed = climbed to level { $level } with { $notation }: { $where }
event-dominup-out-loses = ran out of tiles first and so loses (misère)
event-dominup-out-wins = ran out of tiles and wins
event-dominup-plays-on = plays on: climbs while any tile can, then lays one ({ $left ->
    [one] { $left } tile
   *[other] { $left } tiles
} left)
event-dominup-opened = { $who } held the 7-7 and laid it to open
event-dominup-down = { $tiles ->
    [one] { $tiles } tile
   *[other] { $tiles } tiles
} down, highest stack { $highest }; a number on a tile is its level
event-dominup-misere-summary = misère: the first to run out of tiles loses
event-dominup-summary = the first to run out of tiles wins; the others rank by fewest tiles left

## Dominimum and Dominomega.
event-dominimum-revealed = the last tile is down: missions are revealed
event-dominimum-summary = lowest score wins; a tie goes to whoever laid their final tile first
event-dominomega-summary = highest product of group sizes wins

## Euronimoes.
event-euronimoes-took-chip = took { $tile } from the -1 slot and received a chip
event-euronimoes-took-no-chip = took { $tile } from the -1 slot (no chip of their colour is left in the bank)
event-euronimoes-took-free = took { $tile } from the 0 slot for free
event-euronimoes-bought = bought { $tile } from the { $slot } slot for { $chips ->
    [one] { $chips } chip
   *[other] { $chips } chips
}
event-euronimoes-slid = the dearer dominoes slid one slot cheaper
event-euronimoes-turned-up = { $tile } was turned up from the pile into the 3 slot
event-euronimoes-slot-empty = the pile is empty, so the 3 slot stays empty
event-euronimoes-drew-chip = drew from the bone pile and received a chip
event-euronimoes-drew-no-chip = drew from the bone pile and received no chip (none of their colour is left in the bank)
event-euronimoes-moved = { $tile } moved from the -1 slot to the 3 slot and the others slid one slot cheaper
event-euronimoes-last-domino = the last domino: { $who }
event-euronimoes-exhausted = the pile and the market are empty: no more drawing; everyone plays down to one domino, which they may keep
event-euronimoes-over = everyone is finished: the game is over
event-euronimoes-keeps = keeps their last domino and is finished
event-euronimoes-pile-empty = the bone pile is empty: the market's dominoes are all that is left
event-euronimoes-played-level = played { $notation } on level { $level } ({ $points } points); score now { $total }
event-euronimoes-played = played { $notation }; score now { $total }
event-euronimoes-finished = has played every domino and is finished
event-euronimoes-step-take = now: take a domino, from the market (`buy` and the slot's cost) or the bone pile (`draw`)
event-euronimoes-step-last = now: play the last domino, or keep it (`stop`)
event-euronimoes-step-play = now: play a domino into one's own area
event-euronimoes-counts = { $pile ->
    [one] { $pile } domino
   *[other] { $pile } dominoes
} in the bone pile, { $market } in the market; the lowest score wins
event-euronimoes-game-over = game over: the lowest score wins; equal scores go to the player later in turn order
event-euronimoes-summary = lowest score wins; equal scores go to the player later in turn order

## Tetradominoes.
event-tetra-team = the { $side } team ({ $first } and { $second })
event-tetra-partners = { $first } and { $second }
event-tetra-draws = { $who } draws a domino ({ $left } left in the pile)
event-tetra-reveals-draws = { $who } cannot play: reveals { $tiles } and draws a domino ({ $left } left in the pile)
event-tetra-passes = { $who } cannot play and passes
event-tetra-reveals-passes = { $who } cannot play: reveals { $tiles } and passes
event-tetra-chooses-reveal = { $who } cannot play a domino and chooses two hidden dominoes to reveal
event-tetra-played-domino = played { $tile } on { $at } and { $second }
event-tetra-no-fit = no tetromino fits
event-tetra-played-piece = played the { $piece } piece ({ $side } side up) on { $squares }, covering { $numbers }
event-tetra-reaches = { $who } reaches { $points } points and wins the match
event-tetra-reaches-pair = { $who } reach { $points } points and win the match
event-tetra-all-down = all seven tetrominoes are down
event-tetra-everyone-passed = everyone passed in a row with nothing to draw
event-tetra-no-tetromino = plays no tetromino
event-tetra-may-give = { $who } may give a domino to their partner, deciding in secret
event-tetra-may-each-give = { $who } may each give a domino to their partner, deciding in secret
event-tetra-decided = has decided; the gifts change hands once { $other } has decided too
event-tetra-decided-too = has decided too
event-tetra-gives-face-up = { $who } gives { $tile } (face up) to { $partner }
event-tetra-gives-hidden = { $who } gives a hidden domino to { $partner }
event-tetra-keeps = { $who } keeps their dominoes
event-tetra-game-result = game { $game }: { $summary }
event-tetra-game-result-note = Game { $game }: { $summary }.
event-tetra-points = { $who }: { $points }
event-tetra-match-score = match score: { $score }
event-tetra-dealt-again = game { $game }: everything is dealt again and { $starter } begins
event-tetra-for = { $count } for { $who }
event-tetra-reached = { $who } played { $count } tetrominoes and wins, to { $others }
event-tetra-reached-pair = { $who } played { $count } tetrominoes and win, to { $others }
event-tetra-match-won = { $who } reached { $points } points and wins the match
event-tetra-match-won-pair = { $who } reached { $points } points and win the match
event-tetra-most = { $why }: { $who } has the most tetrominoes, { $best }, and wins, to { $others }
event-tetra-most-pair = { $why }: { $who } have the most tetrominoes, { $best }, and win, to { $others }
event-tetra-draw = { $why }: a draw, { $count ->
    [one] { $count } tetromino
   *[other] { $count } tetrominoes
} each
event-tetra-share = { $why }: { $who } share first place with { $count ->
    [one] { $count } tetromino
   *[other] { $count } tetrominoes
} each, to { $others }
event-tetra-pile = { $pile ->
    [one] { $pile } domino
   *[other] { $pile } dominoes
} in the pile. Pieces still free: { $free }.
event-tetra-pile-none-free = { $pile ->
    [one] { $pile } domino
   *[other] { $pile } dominoes
} in the pile. Pieces still free: none.
event-tetra-opens = { $who } opens with any domino on 0,0.
event-tetra-touch-covered = { $who } to play: no number is uncovered, so the domino must touch a covered number.
event-tetra-to-play = { $who } to play a domino next to an equal uncovered number.
event-tetra-must-reveal = { $who } cannot play: they reveal two hidden dominoes of their choice and draw one.
event-tetra-may-cover-double = { $who } may cover { $number }s with a tetromino, on the domino just played, or skip.
event-tetra-may-cover = { $who } may cover { $low }s and { $high }s with a tetromino, on the domino just played, or skip.
event-tetra-waiting = Waiting for { $who }: they may give their partner a domino, deciding in secret.
event-tetra-waiting-each = Waiting for { $who }: each may give their partner a domino, deciding in secret.
event-tetra-match-note = Match to { $points } points: { $score }.
event-tetra-last = Last:
event-tetra-own-token = Your tetrominoes lie light side up with your token on them.
event-tetra-own-side-partner = Your tetrominoes lie { $side } side up; your partner is { $partner }.
event-tetra-own-side = Your tetrominoes lie { $side } side up.
event-tetra-own-gift = You chose to give { $tile } to your partner; it changes hands once the other player has decided.
event-tetra-own-keep = You chose to keep your dominoes; waiting for the other player.

## Dominoids.
event-dominoids-blank = blank
event-dominoids-ace = ace
event-dominoids-value = { $value }
# A suit's name, which the notation also reads in every language
# (`dice suns moons`, `dice soles lunas`, `dice soleils lunes`).
event-dominoids-suns = Suns
event-dominoids-moons = Moons
event-dominoids-crowns = Crowns
event-dominoids-arms = Arms
event-dominoids-die = { $suit } { $face }
event-dominoids-dominoid = { $tile } on { $cells }
event-dominoids-ranks = ranks { $first }-{ $last }
event-dominoids-files = files { $first }-{ $last }
event-dominoids-from-old = { $die } (from Old)
event-dominoids-from-new = { $die } (from New)
event-dominoids-took = took { $dice }
event-dominoids-slid = slid the { $tile } { $steps ->
    [0] no squares
    [1] one square
    [2] two squares
    [3] three squares
    [4] four squares
    [5] five squares
    [6] six squares
    [7] seven squares
    [8] eight squares
    [9] nine squares
    [10] ten squares
   *[other] { $steps } squares
} from { $from } to { $to }
event-dominoids-turned = turned the { $tile }'s end on { $from } onto { $to }, around { $pivot }
event-dominoids-buds = could not move anything with the { $die }, so the { $parent } buds
event-dominoids-shifted = shifted { $line } one tile { $dir }
event-dominoids-passed-blank = passed with the { $die }
event-dominoids-passed-ace = passed with the { $die }: no shift is possible
event-dominoids-passed = passed with the { $die }: nothing can move or bud
event-dominoids-child = placed the child { $child }
event-dominoids-food = put a new { $suit } coin face down on { $at }
event-dominoids-stack-left = { $left } left in its stack
event-dominoids-coin-up = turned the { $suit } coin on { $at } face up: { $face }
event-dominoids-attacked = attacked the { $victim }: it goes back to the gene pool
event-dominoids-breeds = the { $tile } breeds with the { $partner }
event-dominoids-ate = ate the { $coin } from { $at }
event-dominoids-all-eaten = all { $suits } coins are eaten: the game ends
event-dominoids-coin-waits = no open square next to the { $suit } pawn: its coin waits for a later turn
event-dominoids-rerolled = rerolled { $dice } into New
event-dominoids-rerolled-back = rerolled { $dice } into New; all four dice were in New, so they all go back to Old
event-dominoids-only-noted = { $note }, the only choice
event-dominoids-only = the only choice
event-dominoids-summary = all coins of { $suits } are eaten; score = coin values + 3 for each suit where you hold more coins
event-dominoids-summary-draw = all coins of { $suits } are eaten; score = coin values + 3 for each suit where you hold more coins: equal scores, a draw
event-dominoids-turn = Turn { $turn }. { $todo }
event-dominoids-over = The game is over.
event-dominoids-take-dice = To do: take two dice, at least one from Old.
event-dominoids-use-either = To do: use { $dice }, in either order.
event-dominoids-use = To do: use { $dice }.
event-dominoids-must-act = To do: the Dominoid on { $at } must eat, attack or breed.
event-dominoids-place-child = To do: place a child from the gene pool next to its parent.
event-dominoids-place-child-two = To do: place a child from the gene pool next to a parent.
event-dominoids-place-food = To do: place the missing food next to its pawn.
event-dominoids-stack = { $suit } { $count }
event-dominoids-stacks = Face-down coins left in the stacks: { $stacks }.

## Euronimoes: the notes under a player's own dominoes.
event-euronimoes-your-turn-take = Your turn: take a domino. `draw` from the bone pile (you receive a chip), or buy from the market by its slot's cost: `buy -1` (you receive a chip), `buy 0` (free), `buy 1`, `buy 2`, `buy 3`. You hold { $chips ->
    [one] { $chips } chip
   *[other] { $chips } chips
}.
event-euronimoes-your-turn-last = Your turn: play a domino into your area with `A-B X,Y D` (number A on square X,Y, number B next to it: E right, N up, W left, S down); on two covered squares it is stacked. You may also keep this last domino: `stop`.
event-euronimoes-your-turn-play = Your turn: play a domino into your area with `A-B X,Y D` (number A on square X,Y, number B next to it: E right, N up, W left, S down); on two covered squares it is stacked.
event-euronimoes-your-score = Your score now: { $total } (columns { $columns }, levels { $levels }, chips { $chips }); lower is better.
