# What each legal move does, as the picker, autocomplete and examples say it
# (the engine's LegalAction descriptions, said! keys action-*).

## Shared: where each number of a placement goes (every tile lies the same way).
action-cells = { $a } on { $at }, { $b } on { $second }

## Draw dominoes; $end is `left` or `right`.
action-draw-play = play { $tile } on the { $end } end

## The Tree.
action-tree-extra = { $cells } (extra turn)

## Dominup.
action-dominup-climb = climb to level { $level }: { $placement }
action-dominup-table = table: { $placement }

## Tetradominoes; $side is `light` or `dark`, $numbers the numbers a piece covers.
action-tetra-reveal = show { $a } and { $b } to everyone, then draw a domino
action-tetra-piece = the { $piece } piece on { $numbers }
action-tetra-piece-side = the { $piece } piece ({ $side } side) on { $numbers }
action-tetra-skip = no tetromino this turn
action-tetra-give = give { $tile } to your partner
action-tetra-keep = give your partner nothing

## Euronimoes.
action-euro-draw = draw from the bone pile and receive a chip
action-euro-draw-no-chip = draw from the bone pile (no chip: you already hold all four)
action-euro-stack = stack on level { $level }: { $placement }
action-euro-stop = keep your last domino and finish
action-euro-nothing = nothing
action-euro-take-chip = take { $tile } and receive a chip
action-euro-take-no-chip = take { $tile } (no chip: you already hold all four)
action-euro-take-free = take { $tile } for free
action-euro-buy = buy { $tile } for { $chips ->
    [one] { $chips } chip
   *[other] { $chips } chips
}

## Adding Donimoes; $dir is `up`, `down`, `left` or `right`; $column and $row as the picture numbers them.
action-adding-slide = slide the { $tile } { $dir }
action-adding-add-across = add the { $tile } across, left cell in column { $column }, row { $row }
action-adding-add-upright = add the { $tile } upright, top cell in column { $column }, row { $row }
action-adding-add-across-first = add the { $tile } across, { $first } on the left, left cell in column { $column }, row { $row }
action-adding-add-upright-first = add the { $tile } upright, { $first } on top, top cell in column { $column }, row { $row }

## Dominoids; the Old and New boxes and squares as the notation writes them, $suit in the language's words; $dir is `up`, `down`, `left` or `right`.
action-dominoids-dice = { $first } + { $second }
action-dominoids-die-old = { $die } (Old)
action-dominoids-die-new = { $die } (New)
action-dominoids-slide = slide the { $tile } ({ $lead } leads) to { $to }
action-dominoids-rotate = turn the { $tile } ({ $lead } leads) onto { $to }, around { $pivot }
action-dominoids-bud = bud the { $parent }
action-dominoids-bud-none = bud
action-dominoids-shift = shift { $line } one tile { $dir } ({ $suit } pawn)
action-dominoids-pass-blank = { $die }: pass
action-dominoids-pass-ace = { $die }: no shift possible, pass
action-dominoids-pass = { $die }: nothing can move or bud, pass
action-dominoids-eat = eat the { $coin }
action-dominoids-eat-none = eat
action-dominoids-attack = attack the { $tile } (back to the gene pool)
action-dominoids-breed = breed with the { $tile }
action-dominoids-child = child { $tile }: { $a } on { $at }, { $b } on { $second }
action-dominoids-food = the new { $suit } coin goes on { $at }
