import type { CaptionStyle } from '@captionist/captions';
import { Alert, List } from '@mantine/core';
import { type ZoneWarning, zoneWarnings } from './platform-zones';

interface ZoneWarningsProps {
  style: CaptionStyle;
  /** The video's upright frame in px. */
  width: number;
  height: number;
  hasHook: boolean;
  /** The captions' size on the frame, px, once auto size has grown it (useCaptionLayout). */
  captionPx?: number | undefined;
}

/** Says which platform's buttons or text the captions or the hook would sit under (portrait video). */
export function ZoneWarnings({ style, width, height, hasHook, captionPx }: ZoneWarningsProps) {
  const warnings = zoneWarnings(style, { width, height }, hasHook, captionPx);
  if (warnings.length === 0) return null;
  const lines = (['captions', 'hook'] as const)
    .map((what) => ({ what, under: warnings.filter((warning) => warning.what === what) }))
    .filter(({ under }) => under.length > 0);
  return (
    <Alert color="yellow" variant="light" title="Under the platforms’ own text" data-testid="zone-warnings">
      <List size="sm" spacing={2}>
        {lines.map(({ what, under }) => (
          <List.Item key={what}>
            {what === 'captions'
              ? `The captions (at ${Math.round(style.position)} %) sit under ${names(under)}. Move them up in Style → Caption position.`
              : `The hook sits under ${names(under)}.`}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

const possessive = (name: string) => `${name}${name.endsWith('s') ? '’' : '’s'}`;
const names = (under: ZoneWarning[]) =>
  under.map((warning) => `${possessive(warning.platform)} ${warning.zone}`).join(', ');
