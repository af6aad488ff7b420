-- A task's document as JSON text while it is not deleted (null once status is DELETED), kept by the database: opening a
-- board joins these texts instead of turning every jsonb document into text (boards/board-cards.ts). Adding the column
-- computes it for every existing row (the table is rewritten once).
ALTER TABLE "tasks" ADD COLUMN "live_json" text GENERATED ALWAYS AS (case when coalesce(data->>'status', '') <> 'DELETED' then data::text end) STORED;