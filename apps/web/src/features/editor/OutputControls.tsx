import { isUpscaled, type OutputResolution, resolvedFrame, type Size } from '@captionist/captions';
import type { Reframe, VideoOutput } from '@captionist/contracts';
import { Group, NativeSelect, Text } from '@mantine/core';
import { useEditorModel } from './editor-model';

const resolutions: { value: OutputResolution; label: string }[] = [
  { value: 'source', label: 'As the source' },
  { value: '720p', label: '720p' },
  { value: '1080p', label: '1080p' },
  { value: '2160p', label: '4K' },
];

export const SOURCE_OUTPUT: VideoOutput = { resolution: 'source', fps: 'source' };

interface OutputControlsProps {
  output: VideoOutput;
  reframe: Reframe;
  /** The picture's frame before any scaling (the source, or the reframe's crop or fill). */
  frame: Size;
  sourceFps: number | null;
}

/**
 * The rendered file's resolution and frame rate (docs/exports.md "Resolution and frame rate"):
 * the source's by default; a larger frame or a faster rate than the source's is allowed and said.
 */
export function OutputControls({ output, reframe, frame, sourceFps }: OutputControlsProps) {
  const { store, saver } = useEditorModel();
  const change = (patch: Partial<VideoOutput>) => {
    store.setEdits({ output: { ...output, ...patch } });
    saver.schedule('edits', 0);
  };
  const final = resolvedFrame(frame, output.resolution, reframe.aspect);
  const fps = Math.round(sourceFps ?? 0);
  return (
    <Group gap={6} wrap="wrap" data-testid="output-controls">
      <NativeSelect
        size="xs"
        aria-label="Resolution"
        value={output.resolution}
        onChange={(event) => change({ resolution: event.currentTarget.value as OutputResolution })}
        data={resolutions.map((r) =>
          r.value === 'source' ? { ...r, label: `${frame.width}×${frame.height}` } : r,
        )}
      />
      <NativeSelect
        size="xs"
        aria-label="Frame rate"
        value={output.fps}
        onChange={(event) => change({ fps: event.currentTarget.value as VideoOutput['fps'] })}
        data={[
          { value: 'source', label: fps > 0 ? `${fps} fps` : 'Source fps' },
          { value: '30', label: '30 fps' },
          { value: '60', label: '60 fps' },
        ]}
      />
      {isUpscaled(frame, final) && (
        <Text size="xs" c="orange" data-testid="upscale-notice">
          Upscaled from {frame.width}×{frame.height} to {final.width}×{final.height}: it will look softer.
        </Text>
      )}
      {output.fps !== 'source' && fps > 0 && Number(output.fps) > fps && (
        <Text size="xs" c="orange">
          The source has {fps} fps: frames are repeated.
        </Text>
      )}
    </Group>
  );
}
