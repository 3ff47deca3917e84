-- What the game's current public message says (JSON: the lines above the
-- current turn, the current turn's lines), so that a turn of several
-- decisions edits one message instead of posting one per decision.
ALTER TABLE games ADD COLUMN turn_post TEXT NOT NULL DEFAULT '{}';