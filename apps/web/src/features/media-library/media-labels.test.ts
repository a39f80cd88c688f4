import type { FeatureSet, MediaUpload } from '@captionist/contracts';
import { describe, expect, it } from 'vitest';
import { sampleMedia } from '../../test-support/media-fixtures';
import { freeFeatures } from '../../test-support/plan-fixtures';
import {
  MEDIA_EMPTY_FILE_MESSAGE,
  MEDIA_TYPE_MESSAGE,
  mediaFacts,
  mediaPlanRefusal,
  mediaUploadRefusal,
  mediaUsageLabel,
} from './media-labels';

const MB = 1024 * 1024;
const withMedia = (media_uploads: FeatureSet['media_uploads']): FeatureSet => ({
  ...freeFeatures,
  media_uploads,
});

describe('mediaFacts', () => {
  it('gives the kind, size, picture size and length the probe found', () => {
    const video: MediaUpload = sampleMedia({ kind: 'video', width: 1920, height: 1080, duration_ms: 42_000 });
    expect(mediaFacts(video, 'en')).toBe('Video · 1.5 MB · 1920×1080 · 0:42');
    expect(mediaFacts(sampleMedia({ kind: 'audio', duration_ms: 125_000 }), 'en')).toBe(
      'Audio · 1.5 MB · 2:05',
    );
    expect(mediaFacts(sampleMedia({ kind: 'image', width: 640, height: 480 }), 'en')).toBe(
      'Image · 1.5 MB · 640×480',
    );
  });

  it('leaves out what is not known yet', () => {
    expect(mediaFacts(sampleMedia({ kind: 'gif', size_bytes: null }), 'en')).toBe('GIF');
  });
});

describe('mediaUsageLabel', () => {
  it("counts the files against the plan's limit", () => {
    expect(mediaUsageLabel(3, freeFeatures)).toBe('3 of 10 files');
    expect(mediaUsageLabel(1, withMedia({ enabled: true, limit: null }))).toBe('1 file');
  });

  it('says nothing while the plan is unknown or without media uploads', () => {
    expect(mediaUsageLabel(0, undefined)).toBeNull();
    expect(mediaUsageLabel(0, withMedia({ enabled: false }))).toBeNull();
  });
});

describe('mediaUploadRefusal', () => {
  const png = { size: 2 * MB, type: 'image/png' };

  it('lets a picture, video or sound within the plan through', () => {
    expect(mediaUploadRefusal(png, 9, freeFeatures)).toBeNull();
    expect(mediaUploadRefusal({ size: MB, type: 'audio/mpeg' }, 0, freeFeatures)).toBeNull();
  });

  it('refuses every file on a plan without media uploads, with the plan message', () => {
    const off = withMedia({ enabled: false });
    expect(mediaPlanRefusal(0, off)).toMatch(/^Your plan does not include media uploads\./);
    expect(mediaUploadRefusal(png, 0, off)).toBe(mediaPlanRefusal(0, off));
  });

  it("refuses a file beyond the plan's number of files", () => {
    expect(mediaUploadRefusal(png, 10, freeFeatures)).toBe(
      'Your plan allows 10 media files. Delete some or upgrade to add more.',
    );
  });

  it('refuses other types, empty files and files over the upload size', () => {
    expect(mediaUploadRefusal({ size: MB, type: 'application/pdf' }, 0, freeFeatures)).toBe(
      MEDIA_TYPE_MESSAGE,
    );
    expect(mediaUploadRefusal({ size: 0, type: 'image/png' }, 0, freeFeatures)).toBe(
      MEDIA_EMPTY_FILE_MESSAGE,
    );
    expect(mediaUploadRefusal({ size: 501 * MB, type: 'video/mp4' }, 0, freeFeatures)).toBe(
      "The file is larger than your plan's limit of 500 MB.",
    );
  });
});
