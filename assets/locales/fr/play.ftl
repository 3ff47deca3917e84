# A player's own replies while playing (src/service/picker*, moves.rs,
# show.rs): the move picker, the hand, the mover's private note.
