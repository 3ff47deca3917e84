-- Computer players: a seat played by the bot, at this level.
ALTER TABLE players ADD COLUMN computer TEXT;