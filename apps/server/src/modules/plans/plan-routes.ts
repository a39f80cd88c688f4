// The signed-in user's plan (contracts: planApi): features, plan, redeem-code.
import { planApi } from '@captionist/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerRoutes } from '../../platform/http/register-routes';
import { RateLimiter } from '../../platform/rate-limit/rate-limiter';
import { PlanService } from './plan-service';
import { RedeemService } from './redeem-service';

export const planRoutes: FastifyPluginAsync<{ context: AppContext }> = async (app, { context }) => {
  const plans = new PlanService(context);
  const redeem = new RedeemService(context, new RateLimiter(context.database.db));
  registerRoutes(app, planApi, {
    features: ({ userId }) => plans.features(userId),
    plan: ({ userId }) => plans.plan(userId),
    redeemCode: async ({ userId, body }) => ({ message: await redeem.redeem(userId, body.code) }),
  });
};
