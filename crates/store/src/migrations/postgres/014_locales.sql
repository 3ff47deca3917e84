-- Languages (issue 55). `games.locale`: the language of a game's public
-- posts, fixed when it is created, as Discord names the locale (`es-ES`,
-- `fr`); NULL for a game made before languages, read as English.
-- `guild_settings.language`: the language a server chose for its games
-- (`/settings language:`); NULL lets each game take the server's own
-- Discord locale.
ALTER TABLE games ADD COLUMN locale TEXT;
ALTER TABLE guild_settings ADD COLUMN language TEXT;