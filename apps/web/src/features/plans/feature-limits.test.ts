import type { FeatureSet } from '@captionist/contracts';
import { describe, expect, it } from 'vitest';
import { featureLimitRows } from './feature-limits';

const features: FeatureSet = {
  custom_fonts: { enabled: false, limit: null },
  media_uploads: { enabled: true, limit: 10 },
  projects: { enabled: true, limit: null },
  templates: { enabled: true },
  upload_size: { enabled: true, limit: 2048 },
};

describe('featureLimitRows', () => {
  it('lists every feature in a fixed order with its allowance in words', () => {
    expect(featureLimitRows(features, 'en-US').map(({ label, allowance }) => [label, allowance])).toEqual([
      ['Custom fonts', 'Not included'],
      ['Media uploads', '10'],
      ['Projects', 'Unlimited'],
      ['Templates', 'Unlimited'],
      ['Upload size', '2,048 MB'],
    ]);
  });

  it('marks disabled features as not included', () => {
    const included = featureLimitRows(features).map((row) => row.included);
    expect(included).toEqual([false, true, true, true, true]);
  });
});
