-- The public message an accepted action still owes: written with the action,
-- deleted once the front end has posted it. A row left behind (the bot
-- stopped between storing a move and posting it) is posted after a restart.
CREATE TABLE owed_posts (
    game_id    BIGINT PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    ply        BIGINT NOT NULL,
    created_at BIGINT NOT NULL
);
CREATE INDEX owed_posts_by_time ON owed_posts (created_at);