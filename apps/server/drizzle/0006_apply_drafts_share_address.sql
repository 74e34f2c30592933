DROP INDEX "applications_email_lower_uq";--> statement-breakpoint
CREATE INDEX "applications_email_lower_idx" ON "applications" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "applications_email_lower_uq" ON "applications" USING btree (lower("email")) WHERE "applications"."user_id" is not null;