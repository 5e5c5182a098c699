CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"message" text NOT NULL,
	"is_spam" boolean DEFAULT false NOT NULL,
	"spam_reason" text,
	"client_ip" text DEFAULT '' NOT NULL,
	"read_at" timestamp with time zone,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"last_run_at" timestamp with time zone NOT NULL,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "contact_messages_list_idx" ON "contact_messages" USING btree ("is_spam","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contact_messages_unread_idx" ON "contact_messages" USING btree ("created_at") WHERE "contact_messages"."read_at" IS NULL AND "contact_messages"."is_spam" = false;--> statement-breakpoint
CREATE INDEX "contact_messages_sender_email_idx" ON "contact_messages" USING btree (lower("email"),"created_at");--> statement-breakpoint
CREATE INDEX "contact_messages_sender_ip_idx" ON "contact_messages" USING btree ("client_ip","created_at");