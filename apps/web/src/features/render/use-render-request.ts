// One press of "Render video": the editor's changes saved first (the render draws what the
// preview shows, or does not start), the §5 rules checked in the browser, then the request with
// an id of its own. A request that got no answer is sent again with the same id, so the server
// returns the render it may already have started instead of charging a second credit.
import { type RenderProgress, type VideoDetail, videoLengthMs } from '@captionist/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type ApiError, errorMessage } from '../../lib/normalise-error';
import { videoKeys } from '../../lib/query-keys';
import { planQueries } from '../plans';
import { refreshAfterRenderChange } from './render-queries';
import { type RenderRefusal, refusalFromMessage, renderRefusal } from './render-refusal';
import { requestRender } from './render-requests';
import { useWatchRender } from './use-render-watch';

export const NO_ANSWER_MESSAGE =
  'The server did not answer. Check your connection and try again; you will not be charged twice.';

/** No answer from our server (offline, or a proxy in between failed): the render may have started. */
export const isNoAnswer = (error: ApiError): boolean =>
  error.httpStatus === undefined || error.httpStatus === 502 || error.httpStatus === 504;

export interface RenderRequest {
  press: () => Promise<void>;
  /** Sends the last press again with its id when it got no answer; otherwise a new press. */
  retry: () => Promise<void>;
  isPending: boolean;
  refusal: RenderRefusal | null;
  /** Puts the refusal away (it is shown again on the next press). */
  dismissRefusal: () => void;
  /** Any other failure of the request, in words. */
  failure: string | null;
}

/** Why the render did not start when the editor's changes could not be saved first. */
export const unsavedChangesMessage = (reason: string) =>
  `Your changes could not be saved, so nothing was rendered and no credit was spent. ${reason}`;

export function useRenderRequest(
  video: Pick<VideoDetail, 'id' | 'name' | 'duration_ms' | 'ranges' | 'long_recording'>,
  /** Saves what the editor shows; rejects (with the reason) when it could not. */
  saveChanges?: (() => Promise<void>) | undefined,
): RenderRequest {
  const queryClient = useQueryClient();
  const watch = useWatchRender();
  const [unansweredId, setUnansweredId] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<RenderRefusal | null>(null);
  const [checking, setChecking] = useState(false);
  const [notSaved, setNotSaved] = useState<string | null>(null);

  const mutation = useMutation<RenderProgress, ApiError, string>({
    mutationFn: (requestId) => requestRender(video.id, requestId),
    // One quiet retry of a lost request, with the same id, before the person is asked.
    retry: (failureCount, error) => failureCount < 1 && isNoAnswer(error),
    retryDelay: 1000,
    onMutate: (requestId) => setUnansweredId(requestId),
    onSuccess: (progress) => {
      setUnansweredId(null);
      queryClient.setQueryData(videoKeys.renderProgress(video.id), progress);
      watch({ videoId: video.id, videoName: video.name, renderId: progress.render_id });
      void refreshAfterRenderChange(queryClient, video.id);
    },
    onError: (error) => {
      if (isNoAnswer(error)) return;
      setUnansweredId(null);
      if (error.httpStatus === 403) setRefusal(refusalFromMessage(errorMessage(error)));
      // 409: already rendering (another tab) or not ready; show what the server knows.
      if (error.httpStatus === 409)
        void queryClient.invalidateQueries({ queryKey: videoKeys.renderProgress(video.id) });
    },
  });

  const press = async () => {
    mutation.reset();
    setChecking(true);
    setNotSaved(null);
    try {
      await saveChanges?.();
    } catch (error) {
      setChecking(false);
      setNotSaved(unsavedChangesMessage(errorMessage(error)));
      return;
    }
    // The plan is usually cached by the credits badge; a failed load is refused as §5 says.
    const plan = await queryClient.ensureQueryData(planQueries.plan()).catch(() => undefined);
    setChecking(false);
    const refused = renderRefusal(plan, videoLengthMs(video), { longRecording: video.long_recording });
    setRefusal(refused);
    if (!refused) mutation.mutate(crypto.randomUUID());
  };

  const retry = async () => {
    if (unansweredId) {
      mutation.reset();
      mutation.mutate(unansweredId);
    } else await press();
  };

  const error = mutation.error;
  const failure =
    notSaved ??
    (!error || error.httpStatus === 403 ? null : isNoAnswer(error) ? NO_ANSWER_MESSAGE : errorMessage(error));
  return {
    press,
    retry,
    isPending: checking || mutation.isPending,
    refusal,
    dismissRefusal: () => setRefusal(null),
    failure,
  };
}
