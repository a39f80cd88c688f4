ALTER TABLE "renders" ADD COLUMN "request_id" text;--> statement-breakpoint
-- Earlier renders kept their request id in the input snapshot. Should one request id have made two
-- renders, only the first keeps it, so the unique index below can be built.
UPDATE "renders" SET "request_id" = "first"."request_id"
FROM (
  SELECT DISTINCT ON ("user_id", "video_id", "input"->>'requestId') "id", "input"->>'requestId' AS "request_id"
  FROM "renders"
  WHERE "input"->>'requestId' IS NOT NULL
  ORDER BY "user_id", "video_id", "input"->>'requestId', "created_at", "id"
) AS "first"
WHERE "renders"."id" = "first"."id";--> statement-breakpoint
CREATE UNIQUE INDEX "renders_request_id_idx" ON "renders" USING btree ("user_id","video_id","request_id");
