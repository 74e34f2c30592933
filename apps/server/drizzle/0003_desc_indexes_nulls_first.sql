DROP INDEX "applications_created_idx";--> statement-breakpoint
DROP INDEX "applications_status_created_idx";--> statement-breakpoint
DROP INDEX "contact_messages_created_idx";--> statement-breakpoint
DROP INDEX "email_codes_lookup_idx";--> statement-breakpoint
DROP INDEX "outbox_mails_created_idx";--> statement-breakpoint
DROP INDEX "payments_user_created_idx";--> statement-breakpoint
DROP INDEX "subscriptions_user_idx";--> statement-breakpoint
DROP INDEX "topics_workspace_created_idx";--> statement-breakpoint
CREATE INDEX "applications_created_idx" ON "applications" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "applications_status_created_idx" ON "applications" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "email_codes_lookup_idx" ON "email_codes" USING btree ("purpose",lower("email"),"created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "outbox_mails_created_idx" ON "outbox_mails" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "payments_user_created_idx" ON "payments" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "subscriptions_user_idx" ON "subscriptions" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "topics_workspace_created_idx" ON "topics" USING btree ("workspace_id","created_at" DESC NULLS FIRST);