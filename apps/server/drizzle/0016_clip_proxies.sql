-- A clip's own preview copy while its recording's is not made yet (videos/clip-proxy.ts).
ALTER TABLE "videos" ADD COLUMN "clip_proxy_key" text;