# Names: games, variants, computer seats, the clock line, and the words
# drawn on pictures (crates/render gets them from the service).
