ALTER TABLE "messages" DROP CONSTRAINT "messages_status_ck";--> statement-breakpoint
DROP INDEX "messages_streaming_idx";--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "end_reason" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "regenerated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "messages_streaming_idx" ON "messages" USING btree ("started_at") WHERE "messages"."status" = 'streaming';--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_status_ck" CHECK ("messages"."status" in ('complete', 'streaming', 'stopped', 'partial', 'error'));--> statement-breakpoint
UPDATE "messages" SET "started_at" = "created_at" WHERE "status" = 'streaming';