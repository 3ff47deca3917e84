-- Asynchronous play: how long the players to act have waited, the
-- reminders sent, pauses and takeback proposals; server settings and
-- each user's choice of reminders.
ALTER TABLE games ADD COLUMN wait_since BIGINT;
ALTER TABLE games ADD COLUMN reminders_sent BIGINT NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN deadline_announced BIGINT NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN paused_at BIGINT;
ALTER TABLE games ADD COLUMN pause_votes TEXT NOT NULL DEFAULT '[]';
ALTER TABLE games ADD COLUMN proposal TEXT;
CREATE TABLE guild_settings (
    guild_id       BIGINT PRIMARY KEY,
    reminder_hours BIGINT NOT NULL,
    reminder_count BIGINT NOT NULL,
    deadline_hours BIGINT,
    grace_hours    BIGINT NOT NULL,
    threads        BIGINT NOT NULL
);
CREATE TABLE notify_prefs (
    user_id BIGINT PRIMARY KEY,
    mode    TEXT NOT NULL
);