-- Caption-only overlays (modules/overlays): one per render and format, made on request from the
-- render's frozen input; the file is stored beside the render's.
CREATE TABLE "render_overlays" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"render_id" uuid NOT NULL,
	"format" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"error" text,
	"output_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "render_overlays" ADD CONSTRAINT "render_overlays_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "render_overlays" ADD CONSTRAINT "render_overlays_render_id_renders_id_fk" FOREIGN KEY ("render_id") REFERENCES "public"."renders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "render_overlays_user_id_idx" ON "render_overlays" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "render_overlays_render_format_idx" ON "render_overlays" USING btree ("render_id","format");