// The reframe in the editor (docs/reframe.md): the output frame the preview and the captions take,
// and for the crop modes the crop and its camera path over the source, and where the frame splits
// between two people, from the video's faces (found by a job the first time a face-following
// reframe is chosen, polled until found) and speakers (who speaks when, where each face is). The
// render lays it out with the same function (reframeLayout).
import {
  type CameraPoint,
  cropSize,
  type FaceSample,
  onScreenSpeakers,
  outputSize,
  reframeLayout,
  type Size,
  type SplitView,
} from '@captionist/captions';
import { type FaceTrack, type Reframe, reframeApi, speakersApi } from '@captionist/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { callApi } from '../../lib/call-api';
import { videoKeys } from '../../lib/query-keys';

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
    /** Where the frame is split between two people, and each half's crop; null when it never is. */
    split: SplitView | null;
  } | null;
  /** The speakers the video shows, for the choice of one person to keep in the frame. */
  people: readonly { id: string; name: string }[];
  faces: FaceTrack['status'];
  facesError: string | null;
  /** Starts the search for faces again after it failed. */
  findFaces: () => void;
}

const facesKey = (videoId: string) => ['video', videoId, 'faces'] as const;
const NO_PEOPLE: ReframeView['people'] = [];

export function useReframe(
  videoId: string,
  source: Size,
  durationMs: number,
  reframe: Reframe | undefined,
): ReframeView {
  const aspect = reframe?.aspect ?? 'original';
  const mode = reframe?.mode ?? 'face';
  const following = aspect !== 'original' && (mode === 'face' || mode === 'split');
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
  const speakers = useQuery({
    queryKey: videoKeys.speakers(videoId),
    queryFn: () => callApi(speakersApi.list, { params: { vid: videoId } }),
    enabled: following,
    refetchInterval: (query) =>
      query.state.data?.status === 'queued' || query.state.data?.status === 'running' ? FACE_POLL_MS : false,
  });
  const status = track.data?.status;
  const { mutate, isPending } = find;
  useEffect(() => {
    if (following && status === 'none' && !isPending) mutate();
  }, [following, status, isPending, mutate]);

  const samples = track.data?.samples;
  const known = speakers.data?.status === 'done' ? speakers.data : null;
  const corrections = reframe?.corrections;
  const person = reframe?.person;
  const picture = useMemo(() => {
    if (aspect === 'original') return null;
    const crop = cropSize(source, aspect);
    const layout = reframeLayout({
      source,
      aspect,
      mode,
      durationMs,
      samples: following ? (samples ?? []).map((s) => ({ t: s.t_ms, faces: s.faces })) : [],
      speakers: known,
      person: person ?? null,
      corrections: (corrections ?? []).map((c) => ({ start: c.start_ms, end: c.end_ms, x: c.x, y: c.y })),
    });
    if (!layout) return { source, crop, path: [], samples: [], fill: true, split: null };
    return { source, crop, path: layout.path, samples: layout.followed, fill: false, split: layout.split };
  }, [aspect, mode, following, samples, known, person, corrections, source, durationMs]);
  // The speakers whose face the video shows: the ones the crop can keep.
  const people = useMemo(() => {
    if (!known) return NO_PEOPLE;
    const seen = onScreenSpeakers(known.faces);
    return known.speakers.filter((s) => seen.has(s.id)).map((s) => ({ id: s.id, name: s.name }));
  }, [known]);

  return {
    frame: aspect === 'original' ? source : outputSize(source, aspect, mode),
    picture,
    people,
    faces: following ? (status ?? 'none') : 'none',
    facesError: track.data?.error ?? (find.error ? find.error.message : null),
    findFaces: () => mutate(),
  };
}
