// HDR phone video (HLG, every iPhone since the 12; PQ/HDR10) mapped to SDR BT.709 before anything
// is drawn on it. Left as it is, its 10-bit BT.2020 picture came out washed out in 8-bit H.264 and
// caption white sat at the signal's peak. The render and the editor's preview copy use the same map.
import { runTool, ToolError } from '../../platform/media/run-tool';
import { safeInputArgs } from '../../platform/media/safe-input';

/** A video stream's colour as ffprobe names it; null where the file does not say. */
export interface StreamColour {
  transfer: string | null;
  primaries: string | null;
  matrix: string | null;
}

/** The transfers that carry HDR: HLG and PQ (SMPTE ST 2084). */
const HDR_TRANSFERS = new Set(['arib-std-b67', 'smpte2084']);
// The primaries and matrices HDR cameras write, as both ffprobe and zscale name them; anything
// else is taken as BT.2020, so a file's odd tag can never reach the filter graph.
const HDR_PRIMARIES = new Set(['bt2020', 'bt709', 'smpte431', 'smpte432']);
const HDR_MATRICES = new Set(['bt2020nc', 'bt2020c', 'bt709']);

/**
 * The filter chain that maps an HDR picture to SDR BT.709 yuv420p, or null for an SDR one (which
 * then costs nothing more). Linear light at a 100 cd/m² reference, BT.709 primaries, Hable's curve
 * without desaturation (it keeps the colours an SDR phone shows), then BT.709's transfer.
 */
export function toneMapFilter(colour: StreamColour): string | null {
  if (!colour.transfer || !HDR_TRANSFERS.has(colour.transfer)) return null;
  const primaries = colour.primaries && HDR_PRIMARIES.has(colour.primaries) ? colour.primaries : 'bt2020';
  const matrix = colour.matrix && HDR_MATRICES.has(colour.matrix) ? colour.matrix : 'bt2020nc';
  return (
    `zscale=tin=${colour.transfer}:pin=${primaries}:min=${matrix}:t=linear:npl=100,format=gbrpf32le,` +
    'zscale=p=bt709,tonemap=tonemap=hable:desat=0,zscale=t=bt709:m=bt709:r=tv,format=yuv420p'
  );
}

/** Output options that tag a tone-mapped picture as what it now is, never as the source's HDR. */
export const SDR_COLOUR_TAGS = ['-color_primaries', 'bt709', '-color_trc', 'bt709', '-colorspace', 'bt709'];

/** The colour of `file`'s first video stream, from its headers (nothing is decoded). */
export async function probeColour(file: string, signal?: AbortSignal): Promise<StreamColour> {
  const none = { transfer: null, primaries: null, matrix: null };
  let stdout: string;
  try {
    stdout = await runTool(
      'ffprobe',
      [
        ...['-v', 'error', ...safeInputArgs(undefined, file), '-select_streams', 'v:0'],
        ...['-show_entries', 'stream=color_transfer,color_primaries,color_space', '-of', 'json', '--', file],
      ],
      { timeoutMs: 60_000, ...(signal ? { signal } : {}) },
    );
  } catch (err) {
    // An unreadable file fails in the pass that decodes it, with that pass's message.
    if (err instanceof ToolError) return none;
    throw err;
  }
  const stream = (JSON.parse(stdout) as { streams?: Record<string, string>[] }).streams?.[0];
  const named = (value: string | undefined) => (value && value !== 'unknown' ? value : null);
  return {
    transfer: named(stream?.color_transfer),
    primaries: named(stream?.color_primaries),
    matrix: named(stream?.color_space),
  };
}
