-- Two log-ins from one device racing each other could leave two sessions; keep the newest before making it unique.
DELETE FROM "sessions" s USING "sessions" newer
  WHERE s.user_id = newer.user_id AND s.client_id = newer.client_id AND s.platform = newer.platform
    AND (s.created_at, s.id) < (newer.created_at, newer.id);--> statement-breakpoint
DROP INDEX "sessions_user_device_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_user_device_key" ON "sessions" USING btree ("user_id","client_id","platform");
