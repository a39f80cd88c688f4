-- Pieces of a long recording's transcription (docs/transcription.md): each is recognised by its own
-- queue job, so every worker helps; the last to finish joins their words. Gone with their video.
CREATE TABLE "transcription_pieces" (
	"video_id" uuid NOT NULL,
	"run_id" text NOT NULL,
	"index" integer NOT NULL,
	"storage_key" text NOT NULL,
	"offset_ms" integer NOT NULL,
	"duration_ms" integer NOT NULL,
	"keep_from_ms" integer NOT NULL,
	"done_ms" integer DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"words" jsonb,
	"language" text,
	CONSTRAINT "transcription_pieces_video_id_run_id_index_pk" PRIMARY KEY("video_id","run_id","index")
);
--> statement-breakpoint
ALTER TABLE "transcription_pieces" ADD CONSTRAINT "transcription_pieces_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;