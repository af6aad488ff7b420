CREATE TABLE "reminder_deliveries" (
	"id" text PRIMARY KEY NOT NULL,
	"reminder_id" text NOT NULL,
	"user_id" text NOT NULL,
	"task_id" text NOT NULL,
	"fire_at" bigint NOT NULL,
	"channel" text NOT NULL,
	"state" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" bigint NOT NULL,
	"last_error" text,
	"created_at" bigint NOT NULL,
	"delivered_at" bigint
);
--> statement-breakpoint
CREATE TABLE "reminders" (
	"id" text PRIMARY KEY NOT NULL,
	"task_id" text NOT NULL,
	"user_id" text NOT NULL,
	"scope_id" text NOT NULL,
	"fire_at" bigint NOT NULL,
	"state" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_occurrences" (
	"id" text PRIMARY KEY NOT NULL,
	"task_id" text NOT NULL,
	"scope_id" text NOT NULL,
	"due_date" bigint NOT NULL,
	"completed_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_notifications" (
	"id" text PRIMARY KEY NOT NULL,
	"scope_id" text NOT NULL,
	"seq" bigint NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reminder_deliveries" ADD CONSTRAINT "reminder_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_scope_id_sync_scopes_id_fk" FOREIGN KEY ("scope_id") REFERENCES "public"."sync_scopes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_occurrences" ADD CONSTRAINT "task_occurrences_scope_id_sync_scopes_id_fk" FOREIGN KEY ("scope_id") REFERENCES "public"."sync_scopes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_notifications" ADD CONSTRAINT "user_notifications_scope_id_sync_scopes_id_fk" FOREIGN KEY ("scope_id") REFERENCES "public"."sync_scopes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_deliveries_firing_key" ON "reminder_deliveries" USING btree ("reminder_id","fire_at","channel");--> statement-breakpoint
CREATE INDEX "reminder_deliveries_due_idx" ON "reminder_deliveries" USING btree ("state","next_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reminders_task_user_key" ON "reminders" USING btree ("task_id","user_id");--> statement-breakpoint
CREATE INDEX "reminders_due_idx" ON "reminders" USING btree ("state","fire_at");--> statement-breakpoint
CREATE INDEX "task_occurrences_task_idx" ON "task_occurrences" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "user_notifications_scope_seq_idx" ON "user_notifications" USING btree ("scope_id","seq");