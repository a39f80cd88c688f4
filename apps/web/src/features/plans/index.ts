// The public face of plans: what the features that biome.json lets import it may use,
// the user's plan, credits and features.
export { CreditsBadge } from './CreditsBadge';
export { planQueries } from './plan-queries';
export { useUserFeatures } from './use-user-features';
