// GET /user/features, GET /user/plan, POST /user/redeem-code — always the signed-in user's own.
import { redeemCodeRequestSchema, type UserPlanResponse } from '@captionist/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { AppError } from '../../platform/http/app-error';
import { RateLimiter } from '../../platform/rate-limit/rate-limiter';
import type { Sessions } from '../auth/session-plugin';
import { RedeemService } from './redeem-service';
import { findFeatures, findSubscription } from './subscription-queries';

export const planRoutes: FastifyPluginAsyncZod<{ context: AppContext; sessions: Sessions }> = async (
  app,
  { context, sessions },
) => {
  const db = context.database.db;
  const redeem = new RedeemService(context, new RateLimiter(db));

  app.get('/user/features', async (request) => ({
    status: 'success' as const,
    data: await findFeatures(db, sessions.requireUserId(request)),
  }));

  app.get('/user/plan', async (request) => {
    const found = await findSubscription(db, sessions.requireUserId(request));
    if (!found) throw AppError.notFound('You have no plan yet.');
    const { subscription, plan } = found;
    const data: UserPlanResponse = {
      name: plan.name,
      status: subscription.status,
      start_date: subscription.startDate.toISOString(),
      cancelled_at: subscription.cancelledAt?.toISOString() ?? null,
      next_rebill: subscription.nextRebill?.toISOString() ?? null,
      duration_limit: plan.durationLimit,
      total_credits: subscription.totalCredits,
      available_credits: subscription.availableCredits,
      metadata: { history: (subscription.metadata as UserPlanResponse['metadata']).history ?? [] },
    };
    return { status: 'success' as const, data };
  });

  app.post('/user/redeem-code', { schema: { body: redeemCodeRequestSchema } }, async (request) => {
    const message = await redeem.redeem(sessions.requireUserId(request), request.body.code);
    return { status: 'success' as const, data: { message } };
  });
};
