ALTER TABLE "applications" ADD COLUMN "privacy_notice_version" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "privacy_notice_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "history_purged_at" timestamp with time zone;