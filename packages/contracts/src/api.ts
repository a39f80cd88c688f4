// Every route below /api, by area: what the server registers, the web client calls and /api/docs
// lists. (Health checks sit at the root: healthApi.)
import { aiApi } from './ai';
import { apiKeysApi } from './api-keys';
import { audioApi } from './audios';
import { authApi, googleSignInApi, userApi } from './auth';
import { captionSettingsApi } from './caption-settings';
import { clipsApi } from './clips';
import { emojiApi } from './emoji';
import { fontApi } from './fonts';
import { liveEventsApi } from './live-events';
import { mediaApi } from './media-uploads';
import { overlayApi } from './overlays';
import { billingApi, planApi, stripeWebhookApi } from './plans';
import { projectApi } from './projects';
import { reframeApi } from './reframe';
import { renderApi } from './renders';
import type { RouteContract } from './route-contract';
import { scriptFontApi } from './script-fonts';
import { speakersApi } from './speakers';
import { stockApi } from './stock';
import { storageApi } from './storage';
import { templateApi } from './templates';
import { transcriptionApi } from './transcription';
import { translationsApi } from './translations';
import { videoApi } from './video-api';
import { videoEditsApi } from './video-edits';
import { webhooksApi } from './webhooks';

export const api = {
  auth: authApi,
  googleSignIn: googleSignInApi,
  user: userApi,
  apiKeys: apiKeysApi,
  webhooks: webhooksApi,
  plan: planApi,
  billing: billingApi,
  stripeWebhook: stripeWebhookApi,
  project: projectApi,
  template: templateApi,
  audio: audioApi,
  stock: stockApi,
  ai: aiApi,
  clips: clipsApi,
  storage: storageApi,
  video: videoApi,
  render: renderApi,
  overlay: overlayApi,
  media: mediaApi,
  font: fontApi,
  transcription: transcriptionApi,
  translations: translationsApi,
  captionSettings: captionSettingsApi,
  videoEdits: videoEditsApi,
  reframe: reframeApi,
  speakers: speakersApi,
  liveEvents: liveEventsApi,
  emoji: emojiApi,
  scriptFont: scriptFontApi,
} satisfies Record<string, Record<string, RouteContract>>;
