import { customFontLimitMessage, type FeatureSet, fontMessages } from '@captionist/contracts';
import { describe, expect, it } from 'vitest';
import { freeFeatures } from '../../test-support/plan-fixtures';
import { customFontPlanRefusal, customFontUsageLabel, fontFileRefusal } from './font-upload-rules';

const withFonts = (limit: number | null): FeatureSet => ({
  ...freeFeatures,
  custom_fonts: { enabled: true, limit },
});
const file = (name: string, size = 50_000, type = '') => ({ name, size, type });

describe('custom font rules', () => {
  it('refuses any upload on a plan without custom fonts, with the server’s words', () => {
    expect(customFontPlanRefusal(0, freeFeatures)).toBe(customFontLimitMessage(null, false));
    expect(fontFileRefusal(file('Brand.ttf'), 0, freeFeatures)).toBe(customFontLimitMessage(null, false));
  });

  it('refuses one font past the plan’s limit, and says nothing while the plan is unknown', () => {
    expect(customFontPlanRefusal(19, withFonts(20))).toBeNull();
    expect(customFontPlanRefusal(20, withFonts(20))).toBe(customFontLimitMessage(20, true));
    expect(customFontPlanRefusal(500, withFonts(null))).toBeNull();
    expect(customFontPlanRefusal(3, undefined)).toBeNull();
  });

  it('takes TTF, OTF, WOFF and WOFF2 by name or type, and refuses other files', () => {
    const plan = withFonts(20);
    for (const name of ['a.ttf', 'b.OTF', 'c.woff', 'd.woff2'])
      expect(fontFileRefusal(file(name), 0, plan)).toBeNull();
    expect(fontFileRefusal(file('brand', 100, 'font/woff2'), 0, plan)).toBeNull();
    expect(fontFileRefusal(file('brand.pdf', 100, 'application/pdf'), 0, plan)).toBe(fontMessages.wrongType);
  });

  it('refuses an empty file and one over 20 MB', () => {
    const plan = withFonts(20);
    expect(fontFileRefusal(file('a.ttf', 0), 0, plan)).toBe('This file is empty.');
    expect(fontFileRefusal(file('a.ttf', 20 * 1024 * 1024), 0, plan)).toBeNull();
    expect(fontFileRefusal(file('a.ttf', 20 * 1024 * 1024 + 1), 0, plan)).toBe(fontMessages.tooLarge);
  });

  it('counts the user’s fonts against the limit', () => {
    expect(customFontUsageLabel(2, withFonts(20))).toBe('2 of 20 fonts of your own');
    expect(customFontUsageLabel(1, withFonts(null))).toBe('1 font of your own');
    expect(customFontUsageLabel(0, freeFeatures)).toBeNull();
  });
});
