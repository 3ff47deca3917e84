# Lists and tables: open games, waiting games, leaderboards, ratings,
# puzzles' own replies (finder.rs, waiting.rs, ratings.rs, puzzles.rs).
