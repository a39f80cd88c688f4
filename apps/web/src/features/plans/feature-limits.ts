// The rows of the My Plan feature table: what each plan feature allows, in words.
import { type FeatureKey, type FeatureSet, featureKeys } from '@captionist/contracts';
import { formatCount } from './plan-formatting';

export interface FeatureLimitRow {
  key: FeatureKey;
  label: string;
  allowance: string;
  included: boolean;
}

const featureLabels: Record<FeatureKey, string> = {
  custom_fonts: 'Custom fonts',
  media_uploads: 'Media uploads',
  projects: 'Projects',
  templates: 'Templates',
  upload_size: 'Upload size',
};

export function featureLimitRows(features: FeatureSet, locale?: string): FeatureLimitRow[] {
  return featureKeys.map((key) => {
    const { enabled, limit } = features[key];
    const label = featureLabels[key];
    if (!enabled) return { key, label, allowance: 'Not included', included: false };
    if (limit == null) return { key, label, allowance: 'Unlimited', included: true };
    const amount = formatCount(limit, locale);
    return { key, label, allowance: key === 'upload_size' ? `${amount} MB` : amount, included: true };
  });
}
