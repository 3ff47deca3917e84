# A player's own replies while playing (src/service/picker*, moves.rs,
# show.rs): the move picker, the hand, the mover's private note.

## The move picker (src/service/picker.rs, picker/panels.rs, picker/places.rs).
## A tile, a notation, a letter and an action's description (from the
## engine, in English) are facts shown as they are.

play-stale = The position changed since that menu was made, so nothing was played. Choose again:
play-closed = Closed: nothing was played. `/move` opens the picker again.
play-elsewhere = That picker belongs to a game that is over or in another channel: `/move` opens one here
play-nothing = You have nothing to play right now.
play-whats = **Your move**: choose what to play ({ $total } { $total ->
        [one] move
       *[other] moves
    }{ $pages }).
play-what-placeholder = What to play…
play-where-tile = Where to play { $tile }…
play-choose-one = Choose one…
play-choices = { $count } { $count ->
        [one] choice
       *[other] choices
    }
play-where = **{ $what }**: choose one ({ $count } { $count ->
        [one] choice
       *[other] choices
    }{ $pages }).
play-pages = , page { $page } of { $pages }
play-menu-back = ← Back
play-menu-more = More…
play-menu-more-about = the next entries
play-confirm = Play `{ $notation }`: { $description }?
play-confirm-place = Play `{ $notation }`: { $description }? (place { $place })
play-confirm-place-drawn = Play `{ $notation }`: { $description }? (place { $place }, drawn on the picture)
play-button-confirm = Confirm
play-button-back = Back
play-button-cancel = Cancel
play-button-more-places = More places
play-button-turned = Play it turned round
play-button-play = Play { $notation }
play-button-turn = Turn
play-button-show = Show { $notation }
play-or-turned = Or turned round: `{ $notation }`: { $description }.
play-or-other = Or: `{ $notation }`: { $description }.
play-ways = { $first } or { $second }
play-place-on-picture = **{ $letter }** on picture { $picture }
play-marks-range = { $first } to { $last }
play-places = **{ $what }**: choose a place marked on the picture ({ $count } { $count ->
        [one] place
       *[other] places
    }{ $pages }); each letter sits in its place and points along it.
play-pages-run-on = , page { $page } of { $pages }: this picture marks { $marks }, and every letter has its button here
play-page-gone = **{ $what }**: that page of places is gone.
play-panels = **{ $what }**: { $places } places, on { $pictures } pictures of the board.
play-panels-buttons = Each letter sits in its place and points along it; its button is under its picture.
play-panels-menus = Each letter sits in its place and points along it; choose it from the menu under its picture.
play-panels-letters = Choose a place by its letter:
play-places-placeholder = Places { $marks } of picture { $picture }…
play-areas = **{ $what }**: { $count } places, too many for one picture. Choose a numbered part of the board to see its places:
play-area = **{ $number }** { $count } { $count ->
        [one] place
       *[other] places
    } around { $cell }

## Why there is nothing to pick (the picker, and /move's one autocomplete
## entry): no full stop, the picker adds one.

play-no-game = No game is running in this channel: start one with /play
play-unreadable-game = I cannot read this channel's game right now: try again
play-unreadable-game-now = I cannot read this channel's game right now
play-no-seat = You have no seat in this game: start your own with /play
play-paused = This game is paused: any player can /resume it
play-not-your-turn = It is { $name }'s turn, not yours: I will ping you when it is yours
play-seat = seat { $number }

## /move's autocomplete: its last entry when more moves match than
## Discord lists (at most 100 characters).

play-more-entries = … and { $more } more: { $how }
play-narrow = type a tile (56), a square (3,2) or a direction (E)

## The mover's private note (src/service/moves.rs) and /hand
## (src/service/show.rs). A label names the tiles after it; the engine
## gives it in English, and each known one has its key here.

play-tiles-now = Only you can see this. Your tiles now — { $tiles }.
play-next-choice = Your next choice:
play-hand = Only you can see this. { $tiles }.
play-hand-nothing = You hold nothing secret right now.
play-tiles-group = { $label }: { $tiles }
play-tiles-groups = { $first }; { $second }
play-label-in-hand = in hand
play-label-to-play = to play
play-label-mission = mission
play-label-to-give = to give
play-label-face-up = face up
play-label-hidden = hidden
