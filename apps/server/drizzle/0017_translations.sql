-- Translated captions (issue 35, docs/translation.md): a video's words in another language, one
-- row per language, with the spoken sentences it was made from.
CREATE TABLE "video_translations" (
	"video_id" uuid NOT NULL,
	"language" text NOT NULL,
	"status" text NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"error" text,
	"engine" text NOT NULL,
	"words" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"source" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"run_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_translations_video_id_language_pk" PRIMARY KEY("video_id","language")
);
--> statement-breakpoint
ALTER TABLE "video_translations" ADD CONSTRAINT "video_translations_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;