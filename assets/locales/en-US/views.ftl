# What a game's view says: private notes, seat roles, scores, details, titles
# (the engine's views, said! keys view-*).
