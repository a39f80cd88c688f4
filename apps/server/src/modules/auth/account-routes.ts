// Everything that runs inside a session: registers session loading + the XSRF check, then the
// account, profile and (later) every user-data route in the same encapsulated context.

import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { RateLimiter } from '../../platform/rate-limit/rate-limiter';
import { aiRoutes } from '../ai/ai-routes';
import { audioRoutes } from '../audios/audio-routes';
import { billingRoutes } from '../billing/billing-routes';
import type { Billing } from '../billing/stripe-client';
import { fontRoutes } from '../fonts/font-routes';
import { mediaRoutes } from '../media/media-routes';
import { planRoutes } from '../plans/plan-routes';
import { projectRoutes } from '../projects/project-routes';
import { renderRoutes } from '../renders/render-routes';
import { stockRoutes } from '../stock/stock-routes';
import { templateRoutes } from '../templates/template-routes';
import { transcriptionRoutes } from '../transcription/transcription-routes';
import { userRoutes } from '../users/user-routes';
import { videoEditsRoutes } from '../video-edits/video-edits-routes';
import { captionSettingsRoutes } from '../videos/caption-settings-routes';
import { videoRoutes } from '../videos/video-routes';
import { authRoutes } from './auth-routes';
import { AuthService } from './auth-service';
import { GoogleOidc } from './google-oidc';
import { googleRoutes } from './google-routes';
import { createSessions, sessionPlugin } from './session-plugin';

export const sessionScopedRoutes: FastifyPluginAsync<{
  context: AppContext;
  billing: Billing | null;
}> = async (app, { context, billing }) => {
  const sessions = createSessions(context);
  const auth = new AuthService(context, new RateLimiter(context.database.db));
  await app.register(fastifyMultipart);
  await app.register(sessionPlugin, { context });
  await app.register(authRoutes, { context, auth, sessions });
  await app.register(googleRoutes, { context, google: new GoogleOidc(context.config), sessions });
  await app.register(userRoutes, { context, sessions });
  await app.register(planRoutes, { context, sessions });
  await app.register(billingRoutes, { context, sessions, billing });
  await app.register(projectRoutes, { context });
  await app.register(videoRoutes, { context, sessions });
  await app.register(captionSettingsRoutes, { context });
  await app.register(transcriptionRoutes, { context });
  await app.register(renderRoutes, { context, sessions });
  await app.register(videoEditsRoutes, { context });
  await app.register(mediaRoutes, { context, sessions });
  await app.register(aiRoutes, { context, sessions });
  await app.register(stockRoutes, { context, sessions });
  await app.register(fontRoutes, { context, sessions });
  await app.register(templateRoutes, { context, sessions });
  await app.register(audioRoutes, { context, sessions });
};
