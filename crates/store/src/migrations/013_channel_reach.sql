-- Chats where the bot can only answer interactions (issue 52): a group DM,
-- a DM between two people, or a server that did not add the bot, reached
-- through a user's install of the app. There Discord refuses the bot's own
-- posts, edits and typing, so reminders, deadlines and computer moves that
-- come from no interaction go to the players' direct messages instead.
-- A chat with no row here is one the bot can post in (a server that added
-- it, or the bot's own DM with a user). `seen_at` is in unix seconds.
CREATE TABLE answers_only_channels (
    channel_id INTEGER PRIMARY KEY,
    seen_at    INTEGER NOT NULL
);
