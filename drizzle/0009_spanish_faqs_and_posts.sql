DROP INDEX "blog_posts_search_idx";--> statement-breakpoint
DROP INDEX "faqs_search_idx";--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "title_es" text;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "excerpt_es" text;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "content_es" text;--> statement-breakpoint
ALTER TABLE "faqs" ADD COLUMN "question_es" text;--> statement-breakpoint
ALTER TABLE "faqs" ADD COLUMN "answer_es" text;--> statement-breakpoint
ALTER TABLE "post_revisions" ADD COLUMN "title_es" text;--> statement-breakpoint
ALTER TABLE "post_revisions" ADD COLUMN "excerpt_es" text;--> statement-breakpoint
ALTER TABLE "post_revisions" ADD COLUMN "content_es" text;--> statement-breakpoint
CREATE INDEX "blog_posts_search_idx" ON "blog_posts" USING gin (to_tsvector('simple'::regconfig, translate(coalesce("title", '') || ' ' || coalesce("excerpt", '') || ' ' || coalesce("content", '') || ' ' || coalesce("title_es", '') || ' ' || coalesce("excerpt_es", '') || ' ' || coalesce("content_es", ''), 'ÀÁÂÃÄÅĀàáâãäåāÇçÈÉÊËĒèéêëēÌÍÎÏĪìíîïīÑñÒÓÔÕÖØŌòóôõöøōÙÚÛÜŪùúûüūÝŸýÿ', 'AAAAAAAaaaaaaaCcEEEEEeeeeeIIIIIiiiiiNnOOOOOOOoooooooUUUUUuuuuuYYyy')));--> statement-breakpoint
CREATE INDEX "faqs_search_idx" ON "faqs" USING gin (to_tsvector('simple'::regconfig, translate(coalesce("question", '') || ' ' || coalesce("answer", '') || ' ' || coalesce("question_es", '') || ' ' || coalesce("answer_es", ''), 'ÀÁÂÃÄÅĀàáâãäåāÇçÈÉÊËĒèéêëēÌÍÎÏĪìíîïīÑñÒÓÔÕÖØŌòóôõöøōÙÚÛÜŪùúûüūÝŸýÿ', 'AAAAAAAaaaaaaaCcEEEEEeeeeeIIIIIiiiiiNnOOOOOOOoooooooUUUUUuuuuuYYyy')));