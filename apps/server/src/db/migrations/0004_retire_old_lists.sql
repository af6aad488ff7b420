-- Lists and labels move to the synced-object shape (0005); their rows are kept aside and copied over in 0006.
ALTER TABLE "categories" RENAME TO "categories_v0";--> statement-breakpoint
ALTER TABLE "labels" RENAME TO "labels_v0";--> statement-breakpoint
ALTER INDEX "categories_user_idx" RENAME TO "categories_v0_user_idx";--> statement-breakpoint
ALTER INDEX "labels_user_idx" RENAME TO "labels_v0_user_idx";
--> statement-breakpoint
ALTER TABLE "categories_v0" RENAME CONSTRAINT "categories_pkey" TO "categories_v0_pkey";--> statement-breakpoint
ALTER TABLE "labels_v0" RENAME CONSTRAINT "labels_pkey" TO "labels_v0_pkey";
