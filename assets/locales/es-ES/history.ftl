# A game's history and replay (src/service/history.rs, replay.rs): the
# frame around the event lines.
