ALTER TABLE "applications" ADD COLUMN "draft_token_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "applications_draft_token_uq" ON "applications" USING btree ("draft_token_hash");