// The reframe in the editor (docs/reframe.md): the output frame the preview and the captions take,
// and for the crop modes the crop and its camera path over the source, from the video's faces
// (found by a job the first time a face-following reframe is chosen, polled until found). The
// render computes the same path with the same function.
import {
  type CameraPoint,
  cameraPath,
  cropSize,
  type FaceSample,
  outputSize,
  type Size,
} from '@captionist/captions';
import { type FaceTrack, type Reframe, reframeApi } from '@captionist/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { callApi } from '../../lib/call-api';

const FACE_POLL_MS = 2000;

export interface ReframeView {
  /** The frame the render lays its captions on. */
  frame: Size;
  /**
   * What the preview cuts or fits the picture from, and the faces the crop follows (the punch-ins
   * grow from them); null for the source's own frame.
   */
  picture: {
    source: Size;
    crop: Size;
    path: readonly CameraPoint[];
    samples: readonly FaceSample[];
    fill: boolean;
  } | null;
  faces: FaceTrack['status'];
  facesError: string | null;
  /** Starts the search for faces again after it failed. */
  findFaces: () => void;
}

const facesKey = (videoId: string) => ['video', videoId, 'faces'] as const;

export function useReframe(
  videoId: string,
  source: Size,
  durationMs: number,
  reframe: Reframe | undefined,
): ReframeView {
  const aspect = reframe?.aspect ?? 'original';
  const mode = reframe?.mode ?? 'face';
  const following = aspect !== 'original' && mode === 'face';
  const client = useQueryClient();
  const track = useQuery({
    queryKey: facesKey(videoId),
    queryFn: () => callApi(reframeApi.faces, { params: { vid: videoId } }),
    enabled: following,
    refetchInterval: (query) =>
      query.state.data?.status === 'queued' || query.state.data?.status === 'running' ? FACE_POLL_MS : false,
  });
  const find = useMutation({
    mutationFn: () => callApi(reframeApi.findFaces, { params: { vid: videoId } }),
    onSuccess: (found) => client.setQueryData(facesKey(videoId), found),
  });
  const status = track.data?.status;
  const { mutate, isPending } = find;
  useEffect(() => {
    if (following && status === 'none' && !isPending) mutate();
  }, [following, status, isPending, mutate]);

  const samples = track.data?.samples;
  const corrections = reframe?.corrections;
  const picture = useMemo(() => {
    if (aspect === 'original') return null;
    const crop = cropSize(source, aspect);
    const faces = mode === 'face' ? (samples ?? []).map((s) => ({ t: s.t_ms, faces: s.faces })) : [];
    const path = cameraPath(
      faces,
      source,
      aspect,
      durationMs,
      (corrections ?? []).map((c) => ({ start: c.start_ms, end: c.end_ms, x: c.x, y: c.y })),
    );
    return { source, crop, path, samples: faces, fill: mode === 'fill' };
  }, [aspect, mode, samples, corrections, source, durationMs]);

  return {
    frame: aspect === 'original' ? source : outputSize(source, aspect, mode),
    picture,
    faces: following ? (status ?? 'none') : 'none',
    facesError: track.data?.error ?? (find.error ? find.error.message : null),
    findFaces: () => mutate(),
  };
}
