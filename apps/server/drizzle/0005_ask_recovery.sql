ALTER TABLE "messages" ADD COLUMN "credit_id" uuid;--> statement-breakpoint
CREATE INDEX "messages_streaming_idx" ON "messages" USING btree ("created_at") WHERE "messages"."status" = 'streaming';