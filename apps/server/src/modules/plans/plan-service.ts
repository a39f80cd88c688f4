// The signed-in user's plan as the API shows it: its features, credits and history.
import type { FeatureSet, UserPlanResponse } from '@captionist/contracts';
import type { AppContext } from '../../app-context';
import { AppError } from '../../platform/http/app-error';
import { findFeatures, findSubscription } from './subscription-queries';

export class PlanService {
  constructor(private readonly context: AppContext) {}

  features(userId: string): Promise<FeatureSet> {
    return findFeatures(this.context.database.db, userId);
  }

  async plan(userId: string): Promise<UserPlanResponse> {
    const found = await findSubscription(this.context.database.db, userId);
    if (!found) throw AppError.notFound('You have no plan yet.');
    const { subscription, plan } = found;
    return {
      name: plan.name,
      status: subscription.status,
      start_date: subscription.startDate.toISOString(),
      cancelled_at: subscription.cancelledAt?.toISOString() ?? null,
      next_rebill: subscription.nextRebill?.toISOString() ?? null,
      duration_limit: plan.durationLimit,
      total_credits: subscription.totalCredits,
      available_credits: subscription.availableCredits,
      metadata: { history: subscription.metadata.history },
      recordings: {
        duration_limit: plan.recordingDurationLimit,
        upload_limit_mb: plan.recordingUploadLimitMb,
      },
    };
  }
}
