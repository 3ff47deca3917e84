# Names: games, variants, computer seats, the clock line, and the words
# drawn on pictures (crates/render gets them from the service).

# A game's name (`game-<id>`): the coined names stay as they are in every
# language; "The Tree" and "Draw dominoes" are words, as in commands.ftl.
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
