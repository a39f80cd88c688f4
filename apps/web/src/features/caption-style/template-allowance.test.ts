import type { FeatureSet } from '@captionist/contracts';
import { describe, expect, it } from 'vitest';
import { templateAllowance } from './template-allowance';

const features = (templates: FeatureSet['templates']): FeatureSet => ({
  custom_fonts: { enabled: false },
  media_uploads: { enabled: true, limit: 10 },
  projects: { enabled: true, limit: 3 },
  templates,
  upload_size: { enabled: true, limit: 500 },
});

describe('templateAllowance', () => {
  it('lets the server decide while the plan is not known', () => {
    expect(templateAllowance(undefined, 5)).toEqual({ usage: null, blockedMessage: null });
  });

  it('counts against the limit and stops at it', () => {
    expect(templateAllowance(features({ enabled: true, limit: 3 }), 2)).toEqual({
      usage: '2 of 3 templates',
      blockedMessage: null,
    });
    expect(templateAllowance(features({ enabled: true, limit: 3 }), 3).blockedMessage).toBe(
      'Your plan allows 3 templates of your own. Delete one or upgrade to save more.',
    );
  });

  it('has no limit without a number, and none at all when the feature is off', () => {
    expect(templateAllowance(features({ enabled: true, limit: null }), 40)).toEqual({
      usage: null,
      blockedMessage: null,
    });
    expect(templateAllowance(features({ enabled: false }), 0).blockedMessage).toContain(
      'Your plan does not include saving templates.',
    );
  });
});
