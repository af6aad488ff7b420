-- A task row holds its document twice since 0021 (jsonb and live_json text), which took most rows past the size at
-- which PostgreSQL compresses them: every read of `data` (each sync pull) then decompressed it. Rows up to ~8 KB now stay
-- whole and uncompressed (rows written from now on; older ones as they are written again).
ALTER TABLE "tasks" SET (toast_tuple_target = 8160);
