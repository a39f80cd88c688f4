// Face tracking for the reframe (docs/reframe.md): the faces seen on sampled frames of a video,
// found by a job when first asked for, from which packages/captions' cameraPath keeps the
// speaker in a 9:16, 1:1 or 4:5 crop (the preview and the render alike).
import { z } from 'zod';
import { defineRoute } from './route-contract';

const fraction = z.number().min(0).max(1);

export const faceTrackStatuses = ['none', 'queued', 'running', 'done', 'failed'] as const;
export type FaceTrackStatus = (typeof faceTrackStatuses)[number];

/** A face's box on a sampled frame, as fractions of the upright frame. */
export const faceBoxSchema = z.object({ x: fraction, y: fraction, w: fraction, h: fraction });

export const faceSampleSchema = z.object({
  t_ms: z.number().int().min(0),
  /** Biggest first. */
  faces: z.array(faceBoxSchema),
});
export type FaceSampleResponse = z.infer<typeof faceSampleSchema>;

export const faceTrackSchema = z.object({
  status: z.enum(faceTrackStatuses),
  samples: z.array(faceSampleSchema),
  error: z.string().nullable(),
});
export type FaceTrack = z.infer<typeof faceTrackSchema>;

const vidParams = z.object({ vid: z.string().max(64) });

export const reframeApi = {
  faces: defineRoute({
    method: 'GET',
    path: '/user/videos/:vid/faces',
    summary: "The faces found on a video's sampled frames, and how far their search is.",
    access: 'user',
    params: vidParams,
    data: faceTrackSchema,
    errors: [404],
  }),
  findFaces: defineRoute({
    method: 'POST',
    path: '/user/videos/:vid/find-faces',
    summary:
      'Starts the search for faces (once: again only after it failed); 409 while the upload is not processed.',
    access: 'user',
    params: vidParams,
    data: faceTrackSchema,
    errors: [404, 409],
  }),
};
