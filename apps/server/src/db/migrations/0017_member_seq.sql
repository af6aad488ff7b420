ALTER TABLE "memberships" ADD COLUMN "seq" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "memberships_scope_seq_idx" ON "memberships" USING btree ("scope_id","seq");