# Names: games, variants, computer seats, the clock line, and the words
# drawn on pictures (crates/render gets them from the service).

# A game's name (`game-<id>`): the coined names stay as they are in every
# language; "The Tree" and "Draw dominoes" are words; `/play game:` lists these.
game-dominoids = Dominoids
game-euronimoes = Euronimoes
game-dominomega = Dominomega
game-dominup = Dominup
game-dominimum = Dominimum
game-tree = The Tree
game-draw = Draw dominoes
game-tetradominoes = Tetradominoes
game-adding = Adding Donimoes

# A variant's name after its game's, in brackets (`variant-<game>-<id>`).
variant-draw-double-six = double-six
variant-draw-match = match
variant-draw-double-six-match = double-six match
variant-tetradominoes-match = match
variant-tree-solo = solo
variant-dominup-misere = misère
variant-dominomega-two-player = two-player

# A computer seat, named when read ($level: random, easy, medium, hard);
# numbered where several computers play.
computer-seat = Computer ({ $level ->
        [easy] easy
        [medium] medium
        [hard] hard
       *[random] random
    })
computer-seat-numbered = Computer { $number } ({ $level ->
        [easy] easy
        [medium] medium
        [hard] hard
       *[random] random
    })
# A seat of a challenge nobody has taken yet.
open-seat = open seat

# The clock line under the board ($who: the players, named by the picture;
# $count: how many).
clock-paused = Paused by agreement: no reminders, no deadline. Any player can /resume.
clock-to-play = { $who } to play.
clock-to-move = { $who } to move.
clock-to-move-by = { $who } to move by { $moment } ({ $left } left).
clock-run-out = { $who }'s time to move has run out: the others may /claim the win.
# A deadline's moment ($month 1-12, $time hh:mm in UTC).
clock-moment = { $day } { $month ->
        [1] Jan
        [2] Feb
        [3] Mar
        [4] Apr
        [5] May
        [6] Jun
        [7] Jul
        [8] Aug
        [9] Sep
        [10] Oct
        [11] Nov
       *[12] Dec
    }, { $time } UTC

# The words drawn on pictures (crates/render's Words; $n, $moves and
# $shortest are numbers).
picture-game-over = game over
picture-seat = seat { $n }
picture-place = { $n ->
        [1] 1st
        [2] 2nd
        [3] 3rd
       *[other] { $n }th
    }
picture-your-hand = your hand
picture-nothing-in-hand = nothing in hand
picture-no-hidden-tiles = You have no hidden tiles in this game.
picture-none = none
picture-empty = empty
picture-dice-old = Old
picture-dice-this-turn = This turn
picture-dice-new = New
picture-gene-pool = Gene pool ({ $n })
picture-nothing-eaten = nothing eaten yet
picture-chips = { $n ->
        [one] { $n } chip
       *[other] { $n } chips
    }
picture-in-hand = { $n } in hand
picture-finished = finished
picture-to-play = to play
picture-done = done
picture-gives-one = gives 1
picture-cost = { $n ->
        [one] { $n } chip
       *[other] { $n } chips
    }
picture-free = free
picture-market = MARKET
picture-pile = PILE
picture-score = score { $n }
picture-solved = Solved in { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }
picture-solved-shortest = Solved in { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }: a shortest solution!
picture-solved-longer = Solved in { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    } (shortest: { $shortest })
picture-moves = Moves: { $moves }
picture-moves-of-shortest = Moves: { $moves }   ·   shortest solution: { $shortest }
picture-last-to-add = Last to add:
picture-still-to-add = Still to add, next first ({ $n }):
picture-next = next
picture-no-rated-games = no rated games yet
picture-more-left-out = and { $n } more with fewer games, listed in the message

# A day under the rating chart: "3 May" (the month short, to fit the axis).
picture-day-month = { $day } { $month ->
        [1] Jan
        [2] Feb
        [3] Mar
        [4] Apr
        [5] May
        [6] Jun
        [7] Jul
        [8] Aug
        [9] Sep
        [10] Oct
        [11] Nov
       *[12] Dec
    }
