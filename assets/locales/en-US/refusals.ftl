# Why a command was refused (src/service/refusal.rs): one message per
# refusal, named refusal-<area>-<variant>. The arguments are the facts the
# refusal carries: $game (a game's name), $whose and $name (a seat's name),
# $user and $who (mentions), $action (what the player typed or did),
# $count and $moves (numbers that pick a plural form), and pieces already in
# words (from words.ftl or the game's own English reason).

## The game in this channel, and taking part in it.

refusal-game-no-game = There is no game in this channel. Start one with /play.
refusal-game-not-started = The game in this channel has not started yet: every seat must be accepted or joined first.
refusal-game-not-playing = You are not playing in this { $game } game. Start your own with /play in another channel or a thread.
refusal-game-not-running = That game is not running any more.
refusal-game-conflict = Someone acted on this game at the same moment, so your command was not applied. Look at /board and try again.
refusal-game-channel-busy = This channel already has a game. Finish or cancel it first, or start a thread and play there (`/play ... thread:true` opens one).
refusal-game-no-game-to-abort = There is no game in this channel to abort.
refusal-game-abort-before-start = This game has not started. The challenger can press { $cancel }; named players can press { $decline }.
refusal-game-abort-asked = You have already asked to abort; waiting for the others to agree. A move cancels the request.

## /move and move buttons. $reason is the game's own reason, in English.

refusal-move-more-entry = That entry only says more moves match than the list shows: { narrow-moves }.
refusal-move-note-entry = That entry is only a note: type or pick a move from the list.
refusal-move-paused = This game is paused by agreement. Any player can /resume it, then play on.
refusal-move-not-your-turn = It is { $whose }'s turn, not yours. I will ping you when it is your turn.
refusal-move-unreadable = I could not read `{ $action }`: { $reason }
refusal-move-unreadable-help = I could not read `{ $action }`: { $reason } `/help game:{ $game }` shows how moves are written.
refusal-move-not-allowed = `{ $action }` is not allowed: { $reason }.
refusal-move-engine = { $reason }
refusal-move-earlier-position = That button belongs to an earlier position. Use the newest picture's buttons, or /move.

## /play and the buttons of a challenge. $games lists game ids or names,
## $variants the game's variants with their (English) descriptions.

refusal-challenge-unknown-game = I don't know the game `{ $game }`. Pick one of: { $games }.
refusal-challenge-puzzle-for-one = { $game } is a puzzle for one: start it with /puzzle (e.g. `/puzzle number:1` or `/puzzle daily:true`).
refusal-challenge-not-playable = { $game } is not playable yet. Games you can play now: { $games }.
refusal-challenge-no-variants = { $game } has no variants; leave `variant` empty.
refusal-challenge-unknown-variant = { $game } has no variant `{ $variant }`. Variants: { $variants }.
refusal-challenge-yourself = You cannot challenge yourself. Leave the opponents empty to open a seat anyone can join.
refusal-challenge-named-twice = { $user } is named twice.
refusal-challenge-seat-count = { $game } takes { $players }, but this challenge has { $seats }.
refusal-challenge-only-named-accept = Only the players named in this challenge can accept it. If it has an open seat, press { $join }.
refusal-challenge-already-accepted = You have already accepted; waiting for the others.
refusal-challenge-already-seated = You already have a seat in this game.
refusal-challenge-no-open-seat = This challenge has no open seat left.
refusal-challenge-not-a-challenge = This button does not belong to a challenge.
refusal-challenge-only-named-decline = Only the players named in this challenge can decline it. The challenger can press { $cancel }.
refusal-challenge-only-challenger-cancels = Only the challenger can cancel this challenge. If you were named, you can press { $decline }.
refusal-challenge-other-bot = Other bots cannot take a seat: challenge people, name me to play against the computer, or leave the opponents empty for an open seat.
refusal-challenge-level-without-computer = `level:` is how strongly I play, but you have not named me as an opponent. To play against the computer, add me as an opponent; to play people only, leave `level:` out. Nothing was started.

## Clocks, pauses, reminders and the server's settings. $left is a
## duration in words, $defaults the default settings (in English).

refusal-wait-claim-paused = This game is paused by agreement, so no clock runs. /resume it first.
refusal-wait-computer-to-move = { $name } is to move and will do so shortly: the bot's own seats never run out of time.
refusal-wait-own-move = It is your own move that is awaited: play it with /move instead.
refusal-wait-no-deadline = This server sets no move deadline, so there is nothing to claim. Moderators can set one with /settings.
refusal-wait-time-left =
    { $who } still { $count ->
        [one] has
       *[other] have
    } { $left } to move. You can /claim once that has run out.
refusal-wait-already-paused = This game is already paused. Any player can /resume it.
refusal-wait-pause-asked = You have already asked to pause; waiting for the others to agree. A move cancels the request.
refusal-wait-not-paused = This game is not paused. To pause it, use /pause (everyone must agree).
refusal-wait-notify-mode = Choose `channel` (a mention in the game's channel), `dm` (a direct message) or `off`.
refusal-wait-settings-for-managers = Only members who may manage this server can change its settings.
refusal-wait-settings-need-server =
    Settings belong to a server, and only there can /settings change them. Games in direct messages and group chats use the defaults:
    { $defaults }
refusal-wait-too-large = `{ $setting }` can be at most { $max }.

## /takeback and the answers to it. $action is the action as the caller
## may read it (the game's own English description).

refusal-takeback-paused = This game is paused. /resume it first.
refusal-takeback-nothing-played = Nothing has been played yet, so there is nothing to take back.
refusal-takeback-not-yours = Only the last action can be taken back, and it was { $whose }'s ({ $action }), not yours.
refusal-takeback-not-yours-computers = Only the last action can be taken back, and it was { $whose }'s (with the computers' replies to it), not yours.
refusal-takeback-revealed = { $action } cannot be taken back: it revealed something (a tile drawn, dice rolled, a coin turned), and taking it back would let you try again knowing it.
refusal-takeback-revealed-reply = Your last move and the computer's reply to it cannot be taken back: together they revealed something (a tile drawn, dice rolled, a coin turned), and taking it back would let you try again knowing it.
refusal-takeback-revealed-replies = Your last move and the { $count } computer moves after it cannot be taken back: together they revealed something (a tile drawn, dice rolled, a coin turned), and taking it back would let you try again knowing it.
refusal-takeback-already-asked = You have already asked; waiting for the others to answer.
refusal-takeback-no-request = There is no takeback request open any more (a move cancels it).
refusal-takeback-own-request = This is your own request: the other players answer it.
refusal-takeback-out-of-date = That request is out of date: the game has moved on.

## Adding Donimoes puzzles. $goal is a goal in words (words.ftl), $reason
## and $why the puzzle's own English sentence.

refusal-puzzle-unknown-goal = There is no goal `{ $goal }`: use `all-added` (add every domino, the default) or `rectangle` (and end as one solid rectangle).
refusal-puzzle-bad-queue = I cannot use that queue: { $reason }.
refusal-puzzle-no-solution = The queue `{ $queue }` has no solution for the goal "{ $goal }": I tried every reachable position ({ $explored }). Change the order or swap a domino, or try the other goal.
refusal-puzzle-no-such-problem = There is no problem { $number }: the problems are numbered 1 to { $count }. Try `daily:true` for a new puzzle every day, or type your own with `queue:`.
refusal-puzzle-problem-unsolvable = Problem { $number } has no solution for the goal "{ $goal }"; try `goal:all-added`.
refusal-puzzle-one-at-a-time = Ask for one puzzle at a time: a `number:`, a `queue:`, or `daily:true`.
refusal-puzzle-no-puzzle = You have no puzzle here. Start one with /puzzle (e.g. `/puzzle number:1`, or `daily:true`).
refusal-puzzle-conflict = Your puzzle changed at the same moment (another command of yours), so this one was not applied. Look at it again with /puzzle or try once more.
refusal-puzzle-solved-already = Your puzzle is solved already. Start another with /puzzle, or /reset to play it again.
refusal-puzzle-more-entry = That entry only says more moves match than the list shows: { narrow-puzzle } to narrow it.
refusal-puzzle-not-allowed = `{ $action }` is not allowed: { $why }.
refusal-puzzle-hint-solved = Your puzzle is solved: no hint needed. Start another with /puzzle.
refusal-puzzle-hint-too-hard = This position is too big for me to solve quickly, so I have no hint. /undo or /reset may help.
refusal-puzzle-nothing-to-undo = Nothing to undo for you here: /undo takes back your last move in this channel's game when you sit at it, or your last puzzle move (start a puzzle with /puzzle).
refusal-puzzle-undo-solved = Your puzzle is solved, and that stands. Start another with /puzzle, or /reset to play it again.
refusal-puzzle-undo-at-start = Nothing to undo: the puzzle is at its start.
refusal-puzzle-daily-solved = You solved today's puzzle, and your first solve is the one that counts. Try `/puzzle number:1` or your own `queue:` meanwhile.

## Boards, lists, rules, history and ratings. $place is where the caller
## is (words.ftl), $status a game's status as stored (challenge, active,
## finished, aborted, cancelled, declined).

refusal-show-shared-board = In { $game } the players share one board: see it with /board view:play or /board view:whole.
refusal-show-no-such-player = This game has { $players } players: pick player 1 to player { $players } (in turn order).
refusal-show-every-game-for-moderators = Only moderators (members who may manage the server) can list every game.
refusal-show-others-list = That list of games was made for someone else: ask for your own with /games.
refusal-show-page-gone = That page is gone: the list of games changed since it was shown. Ask /games again.
refusal-show-unknown-rules-game = I don't know the game `{ $game }`. Try /rules without a game for the list.
refusal-show-unknown-game = I don't know the game `{ $game }`. Try /rules for the list.
refusal-show-no-such-game = There is no game #{ $id } { $place }. /history lists finished games with their numbers.
refusal-show-not-over = Game #{ $id } is not over yet. Replays open when a game ends, so what is hidden in it (its seed, and any tile or coin face down) stays secret until then.
refusal-show-never-started = Game #{ $id } never started (it was { $status }), so there is nothing to replay.
refusal-show-no-such-step =
    Game #{ $id } has { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }: pick a step from 0 (the start) to { $moves } (the end).
refusal-show-period = Pick a period: `all` (the default), `month` (the past 30 days) or `week` (the past 7 days).
refusal-show-same-vs = Pick somebody else for `vs`: a head-to-head needs two players.

## Buttons and menus that no longer (or never did) apply.

refusal-button-not-mine = That button is not one of mine.
refusal-button-choose-one = Choose one entry of the menu.
refusal-button-menu-not-mine = That menu is not one of mine.
refusal-button-game-over-or-elsewhere = That button belongs to a game that is over or in another channel.
refusal-button-game-gone = That game no longer exists.
refusal-button-other-channel = That button belongs to a game in another channel.

# When the bot cannot serve a command for its own reasons (src/service/trouble.rs,
# src/service/mod.rs, src/discord/mod.rs): what happened, whether anything
# changed, what to do.
trouble-busy = The database is busy right now, so your command was not applied and nothing was changed. Please try again in a moment.
trouble-full = The bot's storage is full, so your command could not be saved and nothing was changed. Please tell the server admins; it works again once they make room.
trouble-read-only = The bot's database accepts no changes right now (it is read-only), so nothing was changed. Please tell the server admins.
trouble-damaged = The bot's database is damaged, so your command was not applied and nothing was changed. Please tell the server admins (the details are in the bot's log).
trouble-unreachable = I cannot reach my database right now, so your command was not applied and nothing was changed. Please try again in a few minutes; if it keeps happening, tell the server admins.
trouble-game-damaged = This game's stored data is damaged, so I cannot act on it, and nothing was changed. Please tell the server admins (the details are in the bot's log).
trouble-internal = Something went wrong on my side and nothing was changed. Please try again; if it keeps happening, tell the server admins.
trouble-answer-failed = Something went wrong on my side while answering you. `/board` shows the game as it is now; if your command did not go through, please try again.

# The Discord front end's own answers (src/discord/), to the one who acted.
front-restarting = I am restarting and took no action. Please try again in a minute.
front-private-only = This server lets apps it has not added answer only privately, so I cannot run a game in this channel. Ask a moderator to turn on **Use External Apps** here, or to add me to the server; or play in a direct message or a group chat. Nothing was changed.
front-no-thread-here = I can only answer commands here, so I cannot open a thread: leave out `thread` to play in this chat. Nothing was changed.
front-done = Done.
front-done-updated = Done: the game's message above is updated.
front-game-lives-in = The game lives in <#{ $thread }>.
front-shown-there = Done: your move is in the game, <#{ $channel }>.
front-thread-left = I could not remove the thread I opened for this challenge, <#{ $thread }>: it stays empty. Anyone who may manage threads here can delete it.
# $list: the permissions as Discord names them, in bold; $count: how many.
front-missing-to-start =
    { $count ->
        [one] I cannot run a game in this channel: I am missing { $list } here. Ask someone who can manage this channel to give me that permission (channel settings → Permissions). Nothing was changed.
       *[other] I cannot run a game in this channel: I am missing { $list } here. Ask someone who can manage this channel to give me those permissions (channel settings → Permissions). Nothing was changed.
    }
front-missing-to-go-on =
    { $count ->
        [one] I can no longer post this game's moves in this channel, so it is stuck until this is fixed: I am missing { $list } here. Ask someone who can manage this channel to give me that permission (channel settings → Permissions). Nothing was changed.
       *[other] I can no longer post this game's moves in this channel, so it is stuck until this is fixed: I am missing { $list } here. Ask someone who can manage this channel to give me those permissions (channel settings → Permissions). Nothing was changed.
    }
front-upload-shortened =
    { $frames ->
        [one] (Shortened to { $frames } picture so that it fits the { $limit } Discord lets me upload here.)
       *[other] (Shortened to { $frames } pictures so that it fits the { $limit } Discord lets me upload here.)
    }
front-upload-left-out = (The picture is { $size } and Discord lets me upload only { $limit } here, so it is left out.)
front-picture-described = The board, marked for your choice
