// Every route of the server, by module: the one place that lists them (the platform's buildApp
// mounts this). Under /api, everything but the signed URLs and the Stripe webhook runs in the
// session context, where a route is signed-in only unless its contract says `public`.
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from './app-context';
import { aiRoutes } from './modules/ai/ai-routes';
import { apiKeyRoutes } from './modules/api-keys/api-key-routes';
import { audioRoutes } from './modules/audios/audio-routes';
import { authRoutes } from './modules/auth/auth-routes';
import { AuthService } from './modules/auth/auth-service';
import { GoogleOidc } from './modules/auth/google-oidc';
import { googleRoutes } from './modules/auth/google-routes';
import { createSessions, sessionPlugin } from './modules/auth/session-plugin';
import { billingRoutes } from './modules/billing/billing-routes';
import { BillingService } from './modules/billing/billing-service';
import { createBilling } from './modules/billing/stripe-client';
import { webhookRoutes } from './modules/billing/webhook-routes';
import { clipsRoutes } from './modules/clips/clips-routes';
import { emojiRoutes } from './modules/emoji/emoji-routes';
import { fontRoutes } from './modules/fonts/font-routes';
import { scriptFontRoutes } from './modules/fonts/script-font-routes';
import { healthRoutes } from './modules/health/health-routes';
import { liveEventRoutes } from './modules/live-events/live-events-routes';
import { mcpRoutes } from './modules/mcp/mcp-routes';
import { mediaRoutes } from './modules/media/media-routes';
import { overlayRoutes } from './modules/overlays/overlay-routes';
import { planRoutes } from './modules/plans/plan-routes';
import { projectRoutes } from './modules/projects/project-routes';
import { reframeRoutes } from './modules/reframe/reframe-routes';
import { renderRoutes } from './modules/renders/render-routes';
import { speakerRoutes } from './modules/speakers/speaker-routes';
import { stockRoutes } from './modules/stock/stock-routes';
import { storageRoutes } from './modules/storage/storage-routes';
import { templateRoutes } from './modules/templates/template-routes';
import { transcriptionRoutes } from './modules/transcription/transcription-routes';
import { translationRoutes } from './modules/translations/translation-routes';
import { userRoutes } from './modules/users/user-routes';
import { videoEditsRoutes } from './modules/video-edits/video-edits-routes';
import { captionSettingsRoutes } from './modules/videos/caption-settings-routes';
import { videoRoutes } from './modules/videos/video-routes';
import { webhookEndpointRoutes } from './modules/webhooks/webhook-routes';
import { idempotencyPlugin } from './platform/http/idempotency';
import { RateLimiter } from './platform/rate-limit/rate-limiter';

export const appRoutes: FastifyPluginAsync<{ context: AppContext }> = async (app, { context }) => {
  const billing = new BillingService(context, createBilling(context.config));
  await app.register(healthRoutes, { context });
  // Agents, with an API key and no session (modules/mcp).
  await app.register(mcpRoutes, { context });
  await app.register(
    async (api) => {
      // Authorised by their signatures, not by a session: outside the session context.
      await api.register(storageRoutes, { context });
      await api.register(webhookRoutes, { billing });
      await api.register(async (scope) => {
        const sessions = createSessions(context);
        await scope.register(fastifyMultipart);
        await scope.register(sessionPlugin, { context });
        await scope.register(idempotencyPlugin, { database: context.database });
        const auth = new AuthService(context, new RateLimiter(context.database.db));
        await scope.register(authRoutes, { context, auth, sessions });
        await scope.register(googleRoutes, { context, google: new GoogleOidc(context.config), sessions });
        await scope.register(userRoutes, { context });
        await scope.register(apiKeyRoutes, { context });
        await scope.register(planRoutes, { context });
        await scope.register(billingRoutes, { billing });
        await scope.register(projectRoutes, { context });
        await scope.register(templateRoutes, { context });
        await scope.register(audioRoutes, { context });
        await scope.register(stockRoutes, { context });
        await scope.register(aiRoutes, { context });
        await scope.register(clipsRoutes, { context });
        await scope.register(videoRoutes, { context });
        await scope.register(renderRoutes, { context });
        await scope.register(overlayRoutes, { context });
        await scope.register(mediaRoutes, { context });
        await scope.register(fontRoutes, { context });
        await scope.register(emojiRoutes, { context });
        await scope.register(scriptFontRoutes, { context });
        await scope.register(captionSettingsRoutes, { context });
        await scope.register(transcriptionRoutes, { context });
        await scope.register(translationRoutes, { context });
        await scope.register(videoEditsRoutes, { context });
        await scope.register(reframeRoutes, { context });
        await scope.register(speakerRoutes, { context });
        await scope.register(liveEventRoutes, { context });
        await scope.register(webhookEndpointRoutes, { context });
      });
    },
    { prefix: '/api' },
  );
};
