-- Stock credits (docs/ai-and-stock.md): a media file imported from stock keeps the credit its
-- licence asks for (title, author, source page, licence), shown wherever the file is listed. In a
-- column of its own, as the probe replaces the metadata once the file is ready.
ALTER TABLE "media_uploads" ADD COLUMN "credit" jsonb;
