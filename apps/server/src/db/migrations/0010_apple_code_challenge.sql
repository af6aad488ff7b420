-- Codes of the old kind (bound to a client id, at most a minute old) cannot be bound to a verifier: they go.
DELETE FROM "login_codes";--> statement-breakpoint
ALTER TABLE "login_codes" DROP COLUMN "client_id";--> statement-breakpoint
ALTER TABLE "login_codes" ADD COLUMN "code_challenge" text NOT NULL;
