# Pieces of sentences shared by several messages: durations, player
# counts, places, puzzle goals, lists, and how to narrow a list of moves.

# "2 days 3 hours", "5 hours 12 minutes", "under a minute"
# (src/service/waiting.rs, duration_text): a count of one unit, or two.
duration-under-a-minute = under a minute
duration-minutes =
    { $count ->
        [one] { $count } minute
       *[other] { $count } minutes
    }
duration-hours =
    { $count ->
        [one] { $count } hour
       *[other] { $count } hours
    }
duration-days =
    { $count ->
        [one] { $count } day
       *[other] { $count } days
    }
duration-two = { $larger } { $smaller }

# "1 player", "2 players", "2 to 4 players" (src/service/challenge.rs, players_text).
players-exact =
    { $count ->
        [one] { $count } player
       *[other] { $count } players
    }
players-range = { $min } to { $max } players

# Where the games, ratings and puzzles are (src/service/mod.rs, where_words).
where-server = in this server
where-direct = in direct messages and group chats

# Adding Donimoes' goals (the engine's Goal::describe).
goal-all-added = add every domino
goal-rectangle = add every domino, ending as one solid rectangle

# Two things joined: "A and B" (a longer list joins them again).
list-and = { $first } and { $second }

# How to narrow a long list of moves (src/service/moves.rs NARROW,
# src/service/puzzles.rs PUZZLE_NARROW).
narrow-moves = type a tile (5-6, 65 or 6 5), a square (3,2), a direction (E or right) or a word of the move to narrow the list
narrow-puzzle = type a domino (24), a direction (down) or a column and row (2 1)

# An action taken back with the computer moves after it (src/service/wording.rs, Named).
named-with-replies = { $count ->
    [one] { $action } and the computer's reply to it
   *[other] { $action } and the { $count } computer moves after it
}

# A label and what it labels: "1. @alice: dot", "- @bob: ready",
# "0-2 R: play 0-2 on the right end" (src/i18n.rs, labelled).
labelled = { $label }: { $text }

# Between things said one after another: "a; b" (events, a record against each game).
then = {"; "}

# A calendar day (history, replays, daily puzzles): "2027-01-16", unambiguous
# wherever the reader lives. $year has four digits, $month2 and $day2 two.
date = { $year }-{ $month2 }-{ $day2 }
