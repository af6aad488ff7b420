CREATE TABLE "scope_exits" (
	"scope_id" text NOT NULL,
	"model" text NOT NULL,
	"object_id" text NOT NULL,
	"left_at" bigint NOT NULL,
	CONSTRAINT "scope_exits_scope_id_model_object_id_pk" PRIMARY KEY("scope_id","model","object_id")
);
--> statement-breakpoint
ALTER TABLE "scope_exits" ADD CONSTRAINT "scope_exits_scope_id_sync_scopes_id_fk" FOREIGN KEY ("scope_id") REFERENCES "public"."sync_scopes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scope_exits_scope_left_idx" ON "scope_exits" USING btree ("scope_id","left_at");