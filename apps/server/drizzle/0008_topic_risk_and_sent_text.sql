ALTER TABLE "messages" ADD COLUMN "sent_text" text;--> statement-breakpoint
ALTER TABLE "topics" ADD COLUMN "risk_kinds" text[] DEFAULT '{}'::text[] NOT NULL;