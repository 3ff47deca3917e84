-- Asynchronous play: how long the players to act have waited, the
-- reminders sent, pauses and takeback proposals; server settings and
-- each user's choice of reminders.
ALTER TABLE games ADD COLUMN wait_since INTEGER;
ALTER TABLE games ADD COLUMN reminders_sent INTEGER NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN deadline_announced INTEGER NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN paused_at INTEGER;
ALTER TABLE games ADD COLUMN pause_votes TEXT NOT NULL DEFAULT '[]';
ALTER TABLE games ADD COLUMN proposal TEXT;
CREATE TABLE guild_settings (
    guild_id       INTEGER PRIMARY KEY,
    reminder_hours INTEGER NOT NULL,
    reminder_count INTEGER NOT NULL,
    deadline_hours INTEGER,
    grace_hours    INTEGER NOT NULL,
    threads        INTEGER NOT NULL
);
CREATE TABLE notify_prefs (
    user_id INTEGER PRIMARY KEY,
    mode    TEXT NOT NULL
);
