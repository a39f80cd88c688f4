import { describe, expect, it } from 'vitest';
import { toneMapFilter } from './hdr-tone-map';

describe('HDR tone mapping', () => {
  it('maps HLG and PQ from their own transfer to SDR BT.709, and leaves SDR alone', () => {
    const hlg = toneMapFilter({ transfer: 'arib-std-b67', primaries: 'bt2020', matrix: 'bt2020nc' });
    expect(hlg).toMatch(/^zscale=tin=arib-std-b67:pin=bt2020:min=bt2020nc:t=linear/);
    expect(hlg).toMatch(/tonemap=tonemap=hable.*zscale=t=bt709:m=bt709:r=tv,format=yuv420p$/);
    expect(toneMapFilter({ transfer: 'smpte2084', primaries: null, matrix: null })).toMatch(
      /^zscale=tin=smpte2084:pin=bt2020:min=bt2020nc:/,
    );
    expect(toneMapFilter({ transfer: 'bt709', primaries: 'bt709', matrix: 'bt709' })).toBeNull();
    expect(toneMapFilter({ transfer: null, primaries: null, matrix: null })).toBeNull();
  });

  it('never lets an unexpected colour tag into the filter graph', () => {
    const odd = toneMapFilter({ transfer: 'smpte2084', primaries: 'x,drawtext', matrix: 'y;z' });
    expect(odd).toMatch(/^zscale=tin=smpte2084:pin=bt2020:min=bt2020nc:/);
  });
});
