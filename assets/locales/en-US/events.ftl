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
event-tree-won = patience won: every tile is in the tree
event-tree-lost = patience lost: { $left ->
    [one] { $left } tile
   *[other] { $left } tiles
} could not be placed
event-tree-first-out = { $who } ran out of tiles first and wins; the others rank by fewest tiles left
event-tree-nobody-wins = nobody wins: { $rounds } rounds in a row ended with everyone stuck and the supply empty
