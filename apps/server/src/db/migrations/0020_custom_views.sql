CREATE TABLE "custom_views" (
	"id" text PRIMARY KEY NOT NULL,
	"scope_id" text NOT NULL,
	"seq" bigint NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "custom_views" ADD CONSTRAINT "custom_views_scope_id_sync_scopes_id_fk" FOREIGN KEY ("scope_id") REFERENCES "public"."sync_scopes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "custom_views_scope_seq_idx" ON "custom_views" USING btree ("scope_id","seq");