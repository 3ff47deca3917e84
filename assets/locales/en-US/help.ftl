# /help and /rules (src/service/help.rs, catalogue.rs, show.rs): the
# commands listed, how a move is written, the list of games.
