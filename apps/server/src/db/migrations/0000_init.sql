CREATE TABLE "categories" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"position" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"is_grocery_list" boolean DEFAULT false NOT NULL,
	"creation_date" bigint NOT NULL,
	"last_update_date" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "google_grants" (
	"user_id" text PRIMARY KEY NOT NULL,
	"refresh_token_encrypted" text NOT NULL,
	"scope" text,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identities" (
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"user_id" text NOT NULL,
	"email" text,
	"created_at" bigint NOT NULL,
	CONSTRAINT "identities_provider_subject_pk" PRIMARY KEY("provider","subject")
);
--> statement-breakpoint
CREATE TABLE "labels" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL,
	"position" text NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"is_predefined" boolean DEFAULT false NOT NULL,
	"creation_date" bigint NOT NULL,
	"last_update_date" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"expires_at" bigint NOT NULL,
	"used_at" bigint
);
--> statement-breakpoint
CREATE TABLE "phone_verifications" (
	"user_id" text PRIMARY KEY NOT NULL,
	"phone_number" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" bigint NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"client_id" text NOT NULL,
	"platform" integer NOT NULL,
	"user_agent" text,
	"created_at" bigint NOT NULL,
	"last_used_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"active_plan" text NOT NULL,
	"payment_provider" text DEFAULT 'whitelist' NOT NULL,
	"plan_period" text,
	"is_canceled" boolean DEFAULT false NOT NULL,
	"card_expiration_month" integer,
	"card_expiration_year" integer,
	"card_last4" text,
	"server_expiration_date" bigint NOT NULL,
	"subscription_date" bigint NOT NULL,
	"subscription_data" jsonb
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"id_salt" text NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text,
	"profile_picture" text,
	"google_avatar_url" text,
	"timezone" text DEFAULT 'UTC' NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"verified_phone_number" text,
	"on_boarding_pending" boolean DEFAULT true NOT NULL,
	"completed_counter" integer DEFAULT 0 NOT NULL,
	"completed_tracking_started" boolean DEFAULT false NOT NULL,
	"first_day_of_week" integer DEFAULT 1 NOT NULL,
	"web_config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"my_day_config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"my_day_suggestion_filters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"has_unread_notifications" boolean DEFAULT false NOT NULL,
	"whatsapp_enabled" boolean DEFAULT false NOT NULL,
	"whatsapp_reminders" boolean DEFAULT false NOT NULL,
	"workspace_whatsapp_enabled" boolean DEFAULT false NOT NULL,
	"workspace_whatsapp_reminders" boolean DEFAULT false NOT NULL,
	"workspace_whatsapp_user_updates" boolean DEFAULT false NOT NULL,
	"assistant_banner_shown" boolean DEFAULT true NOT NULL,
	"predefined_data_created" boolean DEFAULT false NOT NULL,
	"creation_date" bigint NOT NULL,
	"last_update_date" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "google_grants" ADD CONSTRAINT "google_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identities" ADD CONSTRAINT "identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labels" ADD CONSTRAINT "labels_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_verifications" ADD CONSTRAINT "phone_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "categories_user_idx" ON "categories" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "identities_user_idx" ON "identities" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "labels_user_idx" ON "labels" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "password_resets_user_idx" ON "password_resets" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_key" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_device_idx" ON "sessions" USING btree ("user_id","client_id","platform");--> statement-breakpoint
CREATE INDEX "subscriptions_user_idx" ON "subscriptions" USING btree ("user_id","subscription_date");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");