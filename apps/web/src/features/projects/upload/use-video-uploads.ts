// Runs the uploads of a project page: checks each chosen file (size at once, then the length the
// browser reads from it), uploads two at a time with the strategy its size calls for, and puts
// each confirmed video into the project's list. A large file's upload pauses when the connection
// stays lost and resumes with the parts still missing; an upload an earlier page left unfinished
// carries on the same way once its file is chosen again.
import {
  AUTO_LANGUAGE,
  type TranscriptionLanguage,
  transcriptionLanguageSchema,
  type Video,
} from '@captionist/contracts';
import { useLocalStorage } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { uploadErrorMessage } from '../../../lib/upload-error';
import { planQueries, useUserFeatures } from '../../plans';
import { forgetVideo, rememberVideo } from '../project-cache';
import { deleteVideo } from '../video-requests';
import { readVideoDuration } from './read-video-duration';
import { forgetTabUpload, rememberTabUpload, uploadsLostByThisTab } from './tab-uploads';
import { UploadPausedError } from './upload-paused-error';
import {
  isPending,
  newUpload,
  resumedUpload,
  type UploadItem,
  uploadQueueReducer,
  uploadsToStart,
} from './upload-queue';
import { durationRefusal, EMPTY_FILE_MESSAGE, recordingRefusal, uploadRefusal } from './upload-refusal';
import { chooseUploadStrategy } from './upload-strategy';

const MAX_PARALLEL_UPLOADS = 2;

export interface VideoUploads {
  uploads: UploadItem[];
  /** Files chosen or dropped; each is checked before it may start. */
  add: (files: File[], options?: { longRecording?: boolean }) => void;
  /** The spoken language the files added from now on are transcribed in; remembered for next time. */
  language: TranscriptionLanguage;
  setLanguage: (language: TranscriptionLanguage) => void;
  /** Files refused on sight (not a video), listed with the reason. */
  refuse: (files: File[], reason: string) => void;
  cancel: (id: string) => void;
  retry: (id: string) => void;
  /** Carries on with a paused upload, sending only the parts the server does not have. */
  resume: (id: string) => void;
  /** Carries on with an interrupted upload in parts, given its file again (checked by the caller). */
  resumeInterrupted: (videoId: string, file: File, receivedBytes: number) => void;
  /** Gives an interrupted upload up and uploads `file` from its first byte as a new video. */
  restartInterrupted: (video: Video, file: File) => void;
  dismiss: (id: string) => void;
  isUploading: boolean;
  /** Videos whose upload this page is still running; their upload rows stand for them. */
  uploadingVideoIds: ReadonlySet<string>;
  /** Videos an earlier page of this tab was sending (it was reloaded): interrupted for certain. */
  lostVideoIds: ReadonlySet<string>;
}

export function useVideoUploads(projectId: string): VideoUploads {
  const [uploads, dispatch] = useReducer(uploadQueueReducer, []);
  const { data: features } = useUserFeatures();
  const queryClient = useQueryClient();
  const controllers = useRef(new Map<string, AbortController>());
  const lastId = useRef(0);
  // Read once: nothing this tab sends outlives the page that sends it.
  const [lostVideoIds] = useState(uploadsLostByThisTab);

  // Most people speak one language in all their videos: the last choice is the next default.
  const [language, setLanguage] = useLocalStorage<TranscriptionLanguage>({
    key: 'captionist.uploadLanguage',
    defaultValue: AUTO_LANGUAGE,
    getInitialValueInEffect: false,
    serialize: (value) => value,
    // A stored code the list no longer has would be refused with every upload.
    deserialize: (stored) => transcriptionLanguageSchema.catch(AUTO_LANGUAGE).parse(stored),
  });

  const nextId = () => {
    lastId.current += 1;
    return `upload-${lastId.current}`;
  };

  const list = (files: File[], refusalOf: (file: File) => string | null, longRecording = false) => {
    const items = files.map((file) => newUpload(nextId(), file, refusalOf(file), language, longRecording));
    dispatch({ type: 'added', items });
    return items;
  };

  /**
   * The plan's duration limit against the length the browser reads (a long recording: its size
   * too, against the plan's limits for those); the server checks again.
   */
  const checkLength = async ({ id, file, longRecording }: UploadItem) => {
    const plan = await queryClient.ensureQueryData(planQueries.plan()).catch(() => undefined);
    // A file too large is said at once, before its length is read.
    const tooLarge = longRecording ? recordingRefusal(file, null, plan) : null;
    const seconds = plan && !tooLarge ? await readVideoDuration(file) : null;
    const refusal =
      tooLarge ?? (longRecording ? recordingRefusal(file, seconds, plan) : durationRefusal(seconds, plan));
    dispatch({ type: 'checked', id, refusal });
  };

  const add = (files: File[], { longRecording = false } = {}) => {
    const refusalOf = (file: File) =>
      longRecording ? (file.size === 0 ? EMPTY_FILE_MESSAGE : null) : uploadRefusal(file, features);
    for (const item of list(files, refusalOf, longRecording)) {
      if (item.phase === 'checking') void checkLength(item);
    }
  };

  const start = useCallback(
    async ({ id, file, language, longRecording, videoId: resumeVideoId }: UploadItem) => {
      const strategy = chooseUploadStrategy(file.size, resumeVideoId !== null);
      const controller = new AbortController();
      controllers.current.set(id, controller);
      dispatch({ type: 'started', id });
      let videoId = resumeVideoId;
      try {
        const video = await strategy({
          projectId,
          file,
          language,
          longRecording,
          resumeVideoId,
          signal: controller.signal,
          onCreated: (created) => {
            videoId = created;
            rememberTabUpload(created);
            dispatch({ type: 'created', id, videoId: created });
          },
          onProgress: (loaded) => dispatch({ type: 'progressed', id, loaded }),
          onSent: () => dispatch({ type: 'sent', id }),
        });
        forgetTabUpload(video.id);
        dispatch({ type: 'confirmed', id });
        void rememberVideo(queryClient, video);
      } catch (error) {
        if (error instanceof UploadPausedError && !controller.signal.aborted)
          return dispatch({ type: 'paused', id });
        // Left alone, the half-made video would say "uploading" for ever; a retry makes a new one.
        if (videoId) {
          forgetTabUpload(videoId);
          deleteVideo(videoId).catch(() => undefined);
        }
        dispatch(
          controller.signal.aborted
            ? { type: 'cancelled', id }
            : { type: 'failed', id, message: uploadErrorMessage(error) },
        );
      } finally {
        controllers.current.delete(id);
      }
    },
    [projectId, queryClient],
  );

  useEffect(() => {
    for (const item of uploadsToStart(uploads, MAX_PARALLEL_UPLOADS)) {
      if (!controllers.current.has(item.id)) void start(item);
    }
  }, [uploads, start]);

  // Leaving the page stops its uploads; the confirmation guard asked first.
  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
    };
  }, []);

  const uploadingVideoIds = useMemo(
    () => new Set(uploads.flatMap((item) => (item.videoId && isPending(item) ? [item.videoId] : []))),
    [uploads],
  );

  return {
    uploads,
    add,
    language,
    setLanguage,
    refuse: (files, reason) => list(files, () => reason),
    cancel: (id) => {
      const controller = controllers.current.get(id);
      if (controller) return controller.abort();
      // A paused upload has no request running, but has a half-made video to remove.
      const pausedVideoId = uploads.find((item) => item.id === id && item.phase === 'paused')?.videoId;
      if (pausedVideoId) {
        forgetTabUpload(pausedVideoId);
        deleteVideo(pausedVideoId).catch(() => undefined);
      }
      dispatch({ type: 'cancelled', id });
    },
    retry: (id) => dispatch({ type: 'retried', id }),
    resume: (id) => dispatch({ type: 'resumed', id }),
    resumeInterrupted: (videoId, file, receivedBytes) =>
      dispatch({ type: 'added', items: [resumedUpload(nextId(), file, videoId, receivedBytes)] }),
    restartInterrupted: (video, file) => {
      forgetTabUpload(video.id);
      void deleteVideo(video.id)
        .then(() => forgetVideo(queryClient, video))
        .catch(() => undefined);
      add([file]);
    },
    dismiss: (id) => dispatch({ type: 'dismissed', id }),
    isUploading: uploads.some(isPending),
    uploadingVideoIds,
    lostVideoIds,
  };
}
