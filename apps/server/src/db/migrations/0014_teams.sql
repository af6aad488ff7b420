CREATE TABLE "invite_links" (
	"workspace_id" text PRIMARY KEY NOT NULL,
	"id" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"id" text PRIMARY KEY NOT NULL,
	"scope_id" text NOT NULL,
	"scope_kind" text NOT NULL,
	"user_id" text,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"state" text NOT NULL,
	"invited_by" text,
	"joined_at" bigint,
	"creation_date" bigint NOT NULL,
	"last_update_date" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scope_departures" (
	"scope_id" text NOT NULL,
	"user_id" text NOT NULL,
	"left_at" bigint NOT NULL,
	CONSTRAINT "scope_departures_scope_id_user_id_pk" PRIMARY KEY("scope_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "workspaces" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"invite_policy" text DEFAULT 'anyone' NOT NULL,
	"seats" integer DEFAULT 0 NOT NULL,
	"team_size" text,
	"job_type" text,
	"creation_date" bigint NOT NULL,
	"last_update_date" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invite_links" ADD CONSTRAINT "invite_links_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_scope_id_sync_scopes_id_fk" FOREIGN KEY ("scope_id") REFERENCES "public"."sync_scopes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scope_departures" ADD CONSTRAINT "scope_departures_scope_id_sync_scopes_id_fk" FOREIGN KEY ("scope_id") REFERENCES "public"."sync_scopes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scope_departures" ADD CONSTRAINT "scope_departures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspaces" ADD CONSTRAINT "workspaces_id_sync_scopes_id_fk" FOREIGN KEY ("id") REFERENCES "public"."sync_scopes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invite_links_token_hash_key" ON "invite_links" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "memberships_scope_email_key" ON "memberships" USING btree ("scope_id","email");--> statement-breakpoint
CREATE INDEX "memberships_user_idx" ON "memberships" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "memberships_email_idx" ON "memberships" USING btree ("email");--> statement-breakpoint
CREATE INDEX "scope_departures_user_idx" ON "scope_departures" USING btree ("user_id");