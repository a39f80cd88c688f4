import { describe, expect, it } from 'vitest';
import { parseSphinxOutput, segmentEndMs } from './pocketsphinx-output';

// Real output of pocketsphinx_continuous -time yes (0.8+5prealpha) on a LibriVox clip.
const OUTPUT = `he was not until this blows young man
<s> 9.990 10.090 0.999200
<sil> 10.100 10.320 0.577086
he 10.330 10.440 0.998401
was(2) 10.450 10.660 0.999500
[NOISE] 10.670 10.700 0.400000
not 10.670 11.090 0.997104
++BREATH++ 11.100 11.230 0.649437
s. 11.240 11.580 1.5e-05
</s> 12.850 13.080 1.000000
`;

describe('parseSphinxOutput', () => {
  it('keeps spoken words with ms times and drops markers, noise and alternates’ suffixes', () => {
    expect(parseSphinxOutput(OUTPUT)).toEqual([
      { word: 'he', start: 10330, end: 10440, confidence: 0.998401 },
      { word: 'was', start: 10450, end: 10660, confidence: 0.9995 },
      { word: 'not', start: 10670, end: 11090, confidence: 0.997104 },
      { word: 's.', start: 11240, end: 11580, confidence: 0.000015 },
    ]);
  });

  it('ignores hypothesis lines and blank lines', () => {
    expect(parseSphinxOutput('hello world\n\nhello 0.5 0.9\n')).toEqual([]);
  });

  it('reads how far the decoder got from any segment, fillers included', () => {
    expect(segmentEndMs('</s> 12.850 13.080 1.000000')).toBe(13080);
    expect(segmentEndMs('he was not')).toBeNull();
  });
});
