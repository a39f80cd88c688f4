// POST /user/media/get-ai-title-hook (contracts: aiApi.titleHooks): hook titles for the video's
// first seconds, from the configured model or, without one, basic extraction from the transcript.
import { aiApi, type TitleHooksResponse } from '@captionist/contracts';
import { callApi } from '../../lib/call-api';

export const requestTitleHooks = (videoId: string): Promise<TitleHooksResponse> =>
  callApi(aiApi.titleHooks, { body: { vid: videoId } });
