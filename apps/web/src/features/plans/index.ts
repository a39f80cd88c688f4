// The plans feature as other features see it (biome.json names the features that may import it):
// the user's plan, credits and features.
export { CreditsBadge } from './CreditsBadge';
export { planQueries } from './plan-queries';
export { useUserFeatures } from './use-user-features';
