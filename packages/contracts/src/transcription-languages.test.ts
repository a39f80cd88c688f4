import { describe, expect, it } from 'vitest';
import { isLowConfidence, LOW_CONFIDENCE_BELOW } from './transcription';
import {
  languageName,
  transcriptionLanguageSchema,
  transcriptionLanguages,
  UNKNOWN_LANGUAGE_MESSAGE,
} from './transcription-languages';
import { multipartUploadUrlRequestSchema, uploadUrlRequestSchema } from './videos';

describe('transcription languages', () => {
  it("lists whisper's 99 languages once each, with a name", () => {
    const codes = transcriptionLanguages.map((language) => language.code);
    expect(codes).toHaveLength(99);
    expect(new Set(codes).size).toBe(99);
    expect(transcriptionLanguages.every(({ name }) => name.length > 1)).toBe(true);
  });

  it('takes "auto" and listed codes, and refuses anything else with a message for the person', () => {
    expect(transcriptionLanguageSchema.parse('auto')).toBe('auto');
    expect(transcriptionLanguageSchema.parse('haw')).toBe('haw');
    for (const bad of ['xx', 'EN', 'en-US', '', 5]) {
      const result = transcriptionLanguageSchema.safeParse(bad);
      expect(result.error?.issues[0]?.message).toBe(UNKNOWN_LANGUAGE_MESSAGE);
    }
  });

  it('names codes and the tags engines report, and nothing else', () => {
    expect(languageName('de')).toBe('German');
    expect(languageName('en-US')).toBe('English');
    expect(languageName('auto')).toBeNull();
    expect(languageName('und')).toBeNull();
  });

  it('defaults an upload to "auto" and keeps a bad code a field error in the multipart union', () => {
    expect(uploadUrlRequestSchema.parse({ name: 'a.mp4', size: 1 }).language).toBe('auto');
    expect(multipartUploadUrlRequestSchema.parse({ name: 'a.mp4', size: 1, language: 'fr' })).toMatchObject({
      name: 'a.mp4',
      language: 'fr',
    });
    expect(multipartUploadUrlRequestSchema.parse({ video_id: 'v1' })).toEqual({
      video_id: 'v1',
      language: 'auto',
    });
    const bad = multipartUploadUrlRequestSchema.safeParse({ name: 'a.mp4', size: 1, language: 'xx' });
    expect(bad.error?.issues.map((issue) => issue.path)).toEqual([['language']]);
  });
});

describe('low-confidence words', () => {
  it(`marks words the engine gave less than ${LOW_CONFIDENCE_BELOW}, never words without a confidence`, () => {
    expect(isLowConfidence({ confidence: 0.49 })).toBe(true);
    expect(isLowConfidence({ confidence: 0 })).toBe(true);
    expect(isLowConfidence({ confidence: 0.5 })).toBe(false);
    expect(isLowConfidence({ confidence: null })).toBe(false);
  });
});
