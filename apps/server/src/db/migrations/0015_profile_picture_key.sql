ALTER TABLE "users" ADD COLUMN "profile_picture_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "users_profile_picture_key_key" ON "users" USING btree ("profile_picture_key");