ALTER TABLE "fonts" ADD COLUMN "slug" text;--> statement-breakpoint
ALTER TABLE "fonts" ADD COLUMN "files" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "fonts" ADD CONSTRAINT "fonts_slug_unique" UNIQUE("slug");