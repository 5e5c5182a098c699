DROP INDEX "contact_messages_list_idx";--> statement-breakpoint
DROP INDEX "contact_messages_unread_idx";--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "kind" text DEFAULT 'message' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "positions_needed" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "workers" integer;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "category" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "start_date" date;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "duration" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "shift" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "work_location" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "pay_rate" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
CREATE INDEX "contact_messages_spam_idx" ON "contact_messages" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "contact_messages"."is_spam" = true;--> statement-breakpoint
CREATE INDEX "contact_messages_list_idx" ON "contact_messages" USING btree ("kind","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "contact_messages"."is_spam" = false;--> statement-breakpoint
CREATE INDEX "contact_messages_unread_idx" ON "contact_messages" USING btree ("kind","created_at") WHERE "contact_messages"."read_at" IS NULL AND "contact_messages"."is_spam" = false;