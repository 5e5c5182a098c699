CREATE TABLE "post_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"editor_id" text,
	"editor_name" text,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"excerpt" text NOT NULL,
	"content" text NOT NULL,
	"featured_image_url" text,
	"featured_media_id" text,
	"featured_image_alt" text,
	"meta_description" text
);
--> statement-breakpoint
DROP INDEX "blog_posts_published_at_idx";--> statement-breakpoint
DROP INDEX "faqs_published_display_order_idx";--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "faqs" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "post_revisions" ADD CONSTRAINT "post_revisions_post_id_blog_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_revisions" ADD CONSTRAINT "post_revisions_editor_id_user_id_fk" FOREIGN KEY ("editor_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_revisions" ADD CONSTRAINT "post_revisions_featured_media_id_media_id_fk" FOREIGN KEY ("featured_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_revisions_post_id_idx" ON "post_revisions" USING btree ("post_id","saved_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "blog_posts_deleted_at_idx" ON "blog_posts" USING btree ("deleted_at") WHERE "blog_posts"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "blog_posts_search_idx" ON "blog_posts" USING gin (to_tsvector('simple'::regconfig, translate(coalesce("title", '') || ' ' || coalesce("excerpt", '') || ' ' || coalesce("content", ''), 'ÀÁÂÃÄÅĀàáâãäåāÇçÈÉÊËĒèéêëēÌÍÎÏĪìíîïīÑñÒÓÔÕÖØŌòóôõöøōÙÚÛÜŪùúûüūÝŸýÿ', 'AAAAAAAaaaaaaaCcEEEEEeeeeeIIIIIiiiiiNnOOOOOOOoooooooUUUUUuuuuuYYyy')));--> statement-breakpoint
CREATE INDEX "faqs_deleted_at_idx" ON "faqs" USING btree ("deleted_at") WHERE "faqs"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "faqs_search_idx" ON "faqs" USING gin (to_tsvector('simple'::regconfig, translate(coalesce("question", '') || ' ' || coalesce("answer", ''), 'ÀÁÂÃÄÅĀàáâãäåāÇçÈÉÊËĒèéêëēÌÍÎÏĪìíîïīÑñÒÓÔÕÖØŌòóôõöøōÙÚÛÜŪùúûüūÝŸýÿ', 'AAAAAAAaaaaaaaCcEEEEEeeeeeIIIIIiiiiiNnOOOOOOOoooooooUUUUUuuuuuYYyy')));--> statement-breakpoint
CREATE INDEX "blog_posts_published_at_idx" ON "blog_posts" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "blog_posts"."is_published" = true and "blog_posts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "faqs_published_display_order_idx" ON "faqs" USING btree ("display_order","created_at") WHERE "faqs"."is_published" = true and "faqs"."deleted_at" is null;