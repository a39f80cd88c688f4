-- Unfinished uploads (docs/videos.md): a multipart upload's last sign of life (its start, a resume,
-- the latest part recorded), from which it shows as interrupted and is later given up; and the file
-- as the browser described it, so that a resume can check it is handed the same file.
ALTER TABLE "multipart_uploads" ADD COLUMN "file_name" text;--> statement-breakpoint
ALTER TABLE "multipart_uploads" ADD COLUMN "file_last_modified" bigint;--> statement-breakpoint
ALTER TABLE "multipart_uploads" ADD COLUMN "last_activity_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Uploads already under way were last seen, as far as anyone knows, when they began.
UPDATE "multipart_uploads" SET "last_activity_at" = "created_at";
