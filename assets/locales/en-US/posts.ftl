# A game's public posts, in the game's language (src/service/language.rs):
# the frame the service writes around the games' own lines (which stay
# English for now). Arguments: $who, $user, $challenger (mentions or a
# computer seat's name), $game (a game's name), $variant (" (match)" or
# nothing), $count (how many are named, for the verb).

# Under a move (src/service/moves.rs, after_action): who acts next.
post-to-move = { $who } to move.
post-to-move-again = { $who } to move again.
post-your-turn = { $who }, your turn.
post-your-move-any-order = { $who }, your move, in any order.
post-to-play = { $who } to play.

# The button under a turn's picture that opens the move picker.
button-move = Move…

# A game's first post (src/service/challenge.rs, start).
post-begins = **{ $game }**{ $variant } begins!
post-seats-in-order = Seats (play goes round in this order):
post-seats = Seats:
post-plays-first =
    { $count ->
        [one] { $who } plays first
       *[other] { $who } play first
    }
post-plays-next =
    { $count ->
        [one] { $who } plays next
       *[other] { $who } play next
    }
post-how-buttons = choose with the buttons below or with /move
post-how-hand = see your tiles (only you can) with /hand, then play with /move
post-how-move = play with /move (start typing to see the legal moves)
post-first-turn = { $who }: { $how }.
post-shuffle-commitment = Shuffle commitment (the seed is revealed at the end): `{ $commitment }`

# A game's end (src/service/game.rs, result_text): the summary, then
# each seat's place, then the seed that checks every shuffle.
post-game-over = **Game over.** { $summary }.
post-draw = A draw: { $players }
post-place =
    { $rank ->
        [1] 1st
        [2] 2nd
        [3] 3rd
       *[other] { $rank }th
    } { $player }
post-seed = Seed, to check every shuffle: `{ $seed }`

# A reminder in the game's channel (src/service/waiting.rs).
post-reminder = { $user }, a reminder: it is your turn in **{ $game }** (game { $id }) in <#{ $channel }>, and the table has waited { $waited }.{ $left } Use /notify to choose how (or whether) I remind you.
post-reminder-left = { " " }You have { $left } left to move.
post-reminder-late = { " " }Your time to move has run out: the others may /claim the win, and without a move the game is decided in { $decided }.
post-time-run-out = { $late }'s time to move in this { $game } game has run out. { $count ->
       *[other] { $others }
    }: you may /claim the win now. If nobody does and no move comes, the game is decided in { $decided }.

# A turn's direct message to a player who chose `/notify mode:dm`
# (src/service/owed.rs), with the board and the Move… button.
post-turn-dm = Your turn in **{ $game }** (game { $id }) in <#{ $channel }>: move here with the button, or in the game's chat.

# Ending a game early (src/service/ending.rs).
post-resigned = { $user } resigned.
post-aborted-early = The { $game } game was aborted before the second move; it counts for nobody. The channel is free for a new /play.
post-aborted-agreed = The { $game } game was aborted by agreement of every player; it counts for nobody. The channel is free for a new /play.
post-abort-asked = { $user } wants to abort this game. It ends with no result if everyone agrees: { $count ->
       *[other] { $waiting }
    } press Agree (or use /abort). A move cancels the request.
button-agree-to-abort = Agree to abort

# Pausing and resuming (src/service/waiting.rs).
post-paused = The { $game } game is paused by agreement: no reminders and no deadline until someone uses /resume.
post-pause-asked = { $user } asks to pause this game (no reminders, no deadline). It pauses when everyone agrees: { $count ->
       *[other] { $waiting }
    } press Agree (or use /pause). A move cancels the request.
button-agree-to-pause = Agree to pause
post-resumed = { $user } resumed the game. { $who } to play.

# Takebacks (src/service/takeback.rs). $action: what is taken back, as
# everyone may see it; $several: "yes" when more than one action is;
# $agreed: "yes" when other people agreed to it.
post-takeback-asked = { $user } asks to take back { $action }. { $count ->
       *[other] { $others }
    }: accept or decline. A move cancels the request.
button-accept-takeback = Accept takeback
button-decline = Decline
post-takeback-declined = { $user } declined taking back { $action }; the game goes on as it is.
post-taken-back = { $action } { $several ->
        [yes] were
       *[no] was
    } taken back{ $agreed ->
        [yes] { " " }by agreement
       *[no] { "" }
    }. { $who } to play.

# A challenge (src/service/challenge.rs): who is asked, each seat's state.
post-challenge = { $challenger } challenges you to **{ $game }**{ $variant }!
post-seat-computer = ready (the bot plays this seat)
post-seat-open = press Join to take it
post-seat-ready = ready
post-seat-waiting = waiting for Accept
post-starts-when = The game starts when every seat is filled and accepted.
post-everyone-ready = Everyone is ready: the game has begun.
post-declined = { $user } declined the { $game } challenge from { $challenger }.
post-cancelled = { $user } cancelled the { $game } challenge.
button-accept = Accept
button-join = Join
button-cancel = Cancel

# Said when a game starts where the bot can only answer (a group DM, a
# server that did not add it): what reaches the players, and what not.
post-answers-only = -# Here I can only answer your commands and buttons, never post on my own: every move shows the board and pings who is next, and the **Move…** button under the last board lets them play. Reminders come by direct message, where Discord lets me write to you (`/notify mode:off` stops them); once a move's time has run out, the others can `/claim` the game.

# `/board`, and a move's post owed after a restart (src/service/show.rs,
# board_reply): the game, then who is to play and the time left.
post-board = **{ $game }** (game { $id }).
post-board-to-play = { $who } to play{ $left }.
post-board-time-left = { " " }({ $left } left)
post-board-out-of-time = { " " }(out of time: the others may /claim)
post-board-paused = { " " }(paused)
post-board-areas = Any player's area at full size: `/board view:player 2` shows #2 on the picture, and so on.

# A turn's message Discord would not let the bot edit (src/discord/turns.rs).
post-moved-on = This turn went on in a newer message below.
post-stale-note = -# I could not update this turn's earlier message above, so it shows the turn as it was: the turn goes on here.
