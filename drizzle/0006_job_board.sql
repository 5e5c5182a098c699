CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"category" text NOT NULL,
	"employment_type" text NOT NULL,
	"hours" text,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip" text DEFAULT '' NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"pay_from_cents" integer,
	"pay_to_cents" integer,
	"pay_period" text,
	"hourly_pay_cents" integer,
	"shift" text DEFAULT '' NOT NULL,
	"openings" integer DEFAULT 1 NOT NULL,
	"description" text NOT NULL,
	"requirements" text DEFAULT '' NOT NULL,
	"title_es" text DEFAULT '' NOT NULL,
	"description_es" text DEFAULT '' NOT NULL,
	"requirements_es" text DEFAULT '' NOT NULL,
	"screening_questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"client_name" text DEFAULT '' NOT NULL,
	"show_client_name" boolean DEFAULT false NOT NULL,
	"reference_number" text NOT NULL,
	"closes_on" date,
	"expires_at" timestamp with time zone,
	"is_published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, translate(coalesce("jobs"."title", '') || ' ' || coalesce("jobs"."description", '') || ' ' || coalesce("jobs"."requirements", '') || ' ' || coalesce("jobs"."title_es", '') || ' ' || coalesce("jobs"."description_es", '') || ' ' || coalesce("jobs"."requirements_es", ''), 'ÀÁÂÃÄÅĀàáâãäåāÇçÈÉÊËĒèéêëēÌÍÎÏĪìíîïīÑñÒÓÔÕÖØŌòóôõöøōÙÚÛÜŪùúûüūÝŸýÿ', 'AAAAAAAaaaaaaaCcEEEEEeeeeeIIIIIiiiiiNnOOOOOOOoooooooUUUUUuuuuuYYyy'))) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_reference_number_unique" ON "jobs" USING btree ("reference_number");--> statement-breakpoint
CREATE INDEX "jobs_created_at_idx" ON "jobs" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "jobs_deleted_at_idx" ON "jobs" USING btree ("deleted_at") WHERE "jobs"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "jobs_open_published_at_idx" ON "jobs" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "jobs"."is_published" = true and "jobs"."closed_at" is null and "jobs"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "jobs_open_category_idx" ON "jobs" USING btree ("category","published_at" DESC NULLS LAST) WHERE "jobs"."is_published" = true and "jobs"."closed_at" is null and "jobs"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "jobs_open_location_idx" ON "jobs" USING btree ("latitude","longitude") WHERE "jobs"."is_published" = true and "jobs"."closed_at" is null and "jobs"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "jobs_open_city_idx" ON "jobs" USING btree (lower("city"),"state") WHERE "jobs"."is_published" = true and "jobs"."closed_at" is null and "jobs"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "jobs_open_expires_at_idx" ON "jobs" USING btree ("expires_at") WHERE "jobs"."is_published" = true and "jobs"."closed_at" is null and "jobs"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "jobs_search_idx" ON "jobs" USING gin ("search_vector");