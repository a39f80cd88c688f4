import { describe, expect, it } from 'vitest';
import {
  canCreateProject,
  checkCredits,
  checkDuration,
  checkPlanStatus,
  checkRecording,
  checkUploadSize,
  isFreePlan,
  planMessages,
  uploadLimitMb,
} from './plan-rules';
import type { FeatureSet } from './plans';

const features = (overrides: Partial<FeatureSet> = {}): FeatureSet => ({
  custom_fonts: { enabled: false },
  media_uploads: { enabled: true, limit: 10 },
  projects: { enabled: true, limit: 3 },
  templates: { enabled: true, limit: 3 },
  upload_size: { enabled: true, limit: 100 },
  ...overrides,
});

describe('credits', () => {
  it('always allows unlimited plans', () => {
    expect(checkCredits({ totalCredits: -1, usedCredits: 999 })).toEqual({ ok: true });
  });
  it('needs remaining credits of at least the request', () => {
    expect(checkCredits({ totalCredits: 3, usedCredits: 2 })).toEqual({ ok: true });
    expect(checkCredits({ totalCredits: 3, usedCredits: 3 })).toEqual({
      ok: false,
      message: 'You have no video credits left.',
    });
    expect(checkCredits({ totalCredits: 3, usedCredits: 2 }, 2).ok).toBe(false);
  });
  it('cannot validate without a plan', () => {
    expect(checkCredits(undefined)).toEqual({ ok: false, message: 'Unable to validate credits' });
  });
});

describe('duration', () => {
  it('formats the limit in minutes with two decimals', () => {
    expect(checkDuration(301, { durationLimit: 300 })).toEqual({
      ok: false,
      message: 'You are not allowed to use videos longer than 5.00 minutes',
    });
    expect(planMessages.tooLong(100)).toBe('You are not allowed to use videos longer than 1.67 minutes');
    expect(planMessages.tooLong(90)).toBe('You are not allowed to use videos longer than 1.50 minutes');
  });
  it('allows exactly the limit and defaults to 300 s', () => {
    expect(checkDuration(300, { durationLimit: 300 }).ok).toBe(true);
    expect(checkDuration(301, undefined).ok).toBe(false);
  });
});

describe('plan status', () => {
  it('accepts active and grace only', () => {
    expect(checkPlanStatus({ status: 'active' }).ok).toBe(true);
    expect(checkPlanStatus({ status: 'grace' }).ok).toBe(true);
    expect(checkPlanStatus({ status: 'expired' })).toEqual({
      ok: false,
      message: 'Your subscription is not active',
    });
    expect(checkPlanStatus({ status: 'cancelled' }).ok).toBe(false);
    expect(checkPlanStatus(undefined)).toEqual({ ok: false, message: 'Unable to validate plan status' });
  });
});

describe('projects', () => {
  it('allows creation below the limit only when enabled; no limit is unlimited', () => {
    expect(canCreateProject(features(), 2)).toBe(true);
    expect(canCreateProject(features(), 3)).toBe(false);
    expect(canCreateProject(features({ projects: { enabled: true, limit: null } }), 10_000)).toBe(true);
    expect(canCreateProject(features({ projects: { enabled: false, limit: 100 } }), 0)).toBe(false);
    expect(canCreateProject(undefined, 0)).toBe(false);
  });
});

describe('upload size', () => {
  it('uses 500 MB when the feature is missing or disabled', () => {
    expect(uploadLimitMb(undefined)).toBe(500);
    expect(uploadLimitMb(features({ upload_size: { enabled: false, limit: 10 } }))).toBe(500);
    expect(uploadLimitMb(features())).toBe(100);
  });
  it('rejects a file whose size in MB exceeds the limit', () => {
    expect(checkUploadSize(features(), 100 * 1024 * 1024).ok).toBe(true);
    expect(checkUploadSize(features(), 100 * 1024 * 1024 + 1).ok).toBe(false);
  });
});

describe('long recordings', () => {
  const limits = { durationLimit: 4 * 3600, uploadLimitMb: 20_480 };
  it('holds them to the plan’s own limits, not to the video rules', () => {
    expect(checkRecording(limits, { sizeBytes: 20_480 * 1024 * 1024, durationSeconds: 4 * 3600 }).ok).toBe(
      true,
    );
    expect(checkRecording(limits, { sizeBytes: 20_480 * 1024 * 1024 + 1 })).toEqual({
      ok: false,
      message: "The file is larger than your plan's limit of 20480 MB for long recordings.",
    });
    expect(checkRecording(limits, { durationSeconds: 4 * 3600 + 1 })).toEqual({
      ok: false,
      message: "This recording is longer than your plan's limit for long recordings (4 hours).",
    });
    expect(checkRecording({ ...limits, durationLimit: 5400 }, { durationSeconds: 5401 })).toMatchObject({
      message: "This recording is longer than your plan's limit for long recordings (90 minutes).",
    });
  });
  it('refuses them on a plan without any', () => {
    expect(checkRecording(null, { sizeBytes: 1 })).toEqual({ ok: false, message: planMessages.noRecordings });
  });
});

it('recognises the free plan by its lower-cased name', () => {
  expect(isFreePlan('Free')).toBe(true);
  expect(isFreePlan('FREE')).toBe(true);
  expect(isFreePlan('Pro')).toBe(false);
});
