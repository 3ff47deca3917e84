-- Where each game's current turn message is on the chat (Discord's channel
-- and message ids), so that the later decisions of a turn edit it whichever
-- process handles them, and after a restart. `turn_version` is the game
-- version whose save began that message (`TurnPost::began`): a decision
-- edits the message only when it belongs to the same turn, so an id that
-- has not been recorded yet never sends an edit to an older turn's message.
CREATE TABLE turn_messages (
    game_id      BIGINT PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    turn_version BIGINT NOT NULL,
    channel_id   BIGINT NOT NULL,
    message_id   BIGINT NOT NULL
);