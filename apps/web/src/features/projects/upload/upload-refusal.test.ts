import type { FeatureSet } from '@captionist/contracts';
import { describe, expect, it } from 'vitest';
import { durationRefusal, EMPTY_FILE_MESSAGE, recordingRefusal, uploadRefusal } from './upload-refusal';

const MB = 1024 * 1024;
const off = { enabled: false };
const features = (uploadLimitMb: number): FeatureSet => ({
  custom_fonts: off,
  media_uploads: off,
  projects: { enabled: true, limit: 3 },
  templates: off,
  upload_size: { enabled: true, limit: uploadLimitMb },
});

describe('uploadRefusal', () => {
  it('lets a file within the plan and the single upload size through', () => {
    expect(uploadRefusal({ size: 20 * MB }, features(500))).toBeNull();
    expect(uploadRefusal({ size: 100 * MB }, features(500))).toBeNull();
  });

  it('refuses an empty file', () => {
    expect(uploadRefusal({ size: 0 }, features(500))).toBe(EMPTY_FILE_MESSAGE);
  });

  it("refuses a file over the plan's upload size with the plan's message", () => {
    expect(uploadRefusal({ size: 60 * MB }, features(50))).toBe(
      "The file is larger than your plan's limit of 50 MB.",
    );
  });

  it('lets a file over 100 MB through when the plan allows it (it goes in parts)', () => {
    expect(uploadRefusal({ size: 100 * MB + 1 }, features(2048))).toBeNull();
  });

  it('uses the default 500 MB cap while the plan is unknown', () => {
    expect(uploadRefusal({ size: 501 * MB }, undefined)).toBe(
      "The file is larger than your plan's limit of 500 MB.",
    );
  });
});

describe('durationRefusal', () => {
  it("refuses a video longer than the plan's limit with the §5 message", () => {
    expect(durationRefusal(301, { durationLimit: 300 })).toBe(
      'You are not allowed to use videos longer than 5.00 minutes',
    );
    expect(durationRefusal(91, { durationLimit: 90 })).toBe(
      'You are not allowed to use videos longer than 1.50 minutes',
    );
  });

  it('lets a video within the limit through, up to the limit itself', () => {
    expect(durationRefusal(300, { durationLimit: 300 })).toBeNull();
    expect(durationRefusal(12.5, { durationLimit: 300 })).toBeNull();
  });

  it('leaves the decision to the server when the length or the plan is unknown', () => {
    expect(durationRefusal(null, { durationLimit: 300 })).toBeNull();
    expect(durationRefusal(3600, undefined)).toBeNull();
  });
});

describe('recordingRefusal', () => {
  const plan = { recordingLimits: { durationLimit: 3600, uploadLimitMb: 2048 } };
  it('holds a long recording to the plan’s limits for those, not to the video limits', () => {
    expect(recordingRefusal({ size: 600 * MB }, 3000, plan)).toBeNull();
    expect(recordingRefusal({ size: 600 * MB }, 3601, plan)).toBe(
      "This recording is longer than your plan's limit for long recordings (1 hour).",
    );
    expect(recordingRefusal({ size: 2049 * MB }, null, plan)).toBe(
      "The file is larger than your plan's limit of 2048 MB for long recordings.",
    );
  });

  it('says when the plan has none, and leaves the decision to the server before the plan loads', () => {
    expect(recordingRefusal({ size: MB }, null, { recordingLimits: null })).toBe(
      'Your plan does not include long recordings. Upgrade to find clips in one.',
    );
    expect(recordingRefusal({ size: 99_999 * MB }, null, undefined)).toBeNull();
  });
});
