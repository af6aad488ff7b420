CREATE TABLE "boards" (
	"id" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"name" text NOT NULL,
	"emoji" text,
	"is_private" boolean NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	"position" text NOT NULL,
	"creation_date" bigint NOT NULL,
	"last_update_date" bigint NOT NULL,
	"seq" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sections" (
	"id" text PRIMARY KEY NOT NULL,
	"board_id" text NOT NULL,
	"name" text NOT NULL,
	"position" text NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	"archived_task_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"creation_date" bigint NOT NULL,
	"last_update_date" bigint NOT NULL,
	"seq" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "boards" ADD CONSTRAINT "boards_id_sync_scopes_id_fk" FOREIGN KEY ("id") REFERENCES "public"."sync_scopes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boards" ADD CONSTRAINT "boards_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sections" ADD CONSTRAINT "sections_board_id_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "boards_workspace_idx" ON "boards" USING btree ("workspace_id");--> statement-breakpoint
CREATE INDEX "sections_board_seq_idx" ON "sections" USING btree ("board_id","seq");