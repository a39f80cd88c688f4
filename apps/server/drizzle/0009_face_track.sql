-- Face tracking for the reframe (modules/reframe): the faces a job found on sampled frames of the
-- video, with the search's status, as one JSON value read whole by the editor and the render.
ALTER TABLE "videos" ADD COLUMN "face_track" jsonb;