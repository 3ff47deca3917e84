-- Each running bot process's gateway as it last reported it (every few
-- seconds while it runs; the row goes when it stops), so that
-- `dominoes-bot health`, a separate process, can say whether the gateway
-- is connected and which shards are served. `served` and `connected` are
-- shard ids separated by commas ("2,3"); `seen_at` is in unix seconds.
CREATE TABLE processes (
    process     TEXT PRIMARY KEY,
    shard_total BIGINT NOT NULL,
    served      TEXT NOT NULL,
    connected   TEXT NOT NULL,
    seen_at     BIGINT NOT NULL
);