CREATE TABLE "attachments" (
	"id" text PRIMARY KEY NOT NULL,
	"scope_id" text NOT NULL,
	"seq" bigint NOT NULL,
	"data" jsonb NOT NULL,
	"storage_key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" text PRIMARY KEY NOT NULL,
	"scope_id" text NOT NULL,
	"seq" bigint NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "labels" (
	"id" text PRIMARY KEY NOT NULL,
	"scope_id" text NOT NULL,
	"seq" bigint NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "my_day_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"scope_id" text NOT NULL,
	"seq" bigint NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sync_scopes" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"owner_user_id" text,
	"clock" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" text PRIMARY KEY NOT NULL,
	"scope_id" text NOT NULL,
	"seq" bigint NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_scope_id_sync_scopes_id_fk" FOREIGN KEY ("scope_id") REFERENCES "public"."sync_scopes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_scope_id_sync_scopes_id_fk" FOREIGN KEY ("scope_id") REFERENCES "public"."sync_scopes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labels" ADD CONSTRAINT "labels_scope_id_sync_scopes_id_fk" FOREIGN KEY ("scope_id") REFERENCES "public"."sync_scopes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "my_day_entries" ADD CONSTRAINT "my_day_entries_scope_id_sync_scopes_id_fk" FOREIGN KEY ("scope_id") REFERENCES "public"."sync_scopes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_scopes" ADD CONSTRAINT "sync_scopes_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_scope_id_sync_scopes_id_fk" FOREIGN KEY ("scope_id") REFERENCES "public"."sync_scopes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attachments_scope_seq_idx" ON "attachments" USING btree ("scope_id","seq");--> statement-breakpoint
CREATE INDEX "categories_scope_seq_idx" ON "categories" USING btree ("scope_id","seq");--> statement-breakpoint
CREATE INDEX "labels_scope_seq_idx" ON "labels" USING btree ("scope_id","seq");--> statement-breakpoint
CREATE INDEX "my_day_entries_scope_seq_idx" ON "my_day_entries" USING btree ("scope_id","seq");--> statement-breakpoint
CREATE INDEX "tasks_scope_seq_idx" ON "tasks" USING btree ("scope_id","seq");