import type { CaptionStyle } from '@captionist/captions';
import type { Font } from '@captionist/contracts';
import {
  Alert,
  Anchor,
  Button,
  CloseButton,
  FileButton,
  Group,
  Paper,
  Progress,
  Stack,
  Text,
} from '@mantine/core';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { formatBytes } from '../../lib/format-bytes';
import { useUserFeatures } from '../plans';
import { DeleteFontModal } from './DeleteFontModal';
import { cssFontFamily } from './font-loading';
import {
  customFontPlanRefusal,
  customFontUsageLabel,
  FONT_ACCEPT,
  fontFileRefusal,
} from './font-upload-rules';
import { nearestWeight } from './style-fonts';
import type { CaptionStyleUpdate } from './use-caption-style';
import { type FontUploadProgress, useFontUpload } from './use-font-upload';

interface CustomFontControlsProps {
  style: CaptionStyle;
  setStyle: (update: CaptionStyleUpdate) => void;
  fonts: readonly Font[];
}

function UploadProgress({ progress, onCancel }: { progress: FontUploadProgress; onCancel: () => void }) {
  const percent = progress.size > 0 ? Math.floor((progress.loaded / progress.size) * 100) : 0;
  return (
    <Paper withBorder radius="md" p="xs" data-testid="font-upload-progress">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="sm" truncate title={progress.name}>
            {progress.name}
          </Text>
          <Button size="compact-xs" variant="subtle" color="gray" onClick={onCancel}>
            Cancel
          </Button>
        </Group>
        <Progress value={percent} size="sm" aria-label={`Upload of ${progress.name}`} />
        <Text size="xs" c="dimmed">
          {formatBytes(progress.loaded)} of {formatBytes(progress.size)} · {percent}%
        </Text>
      </Stack>
    </Paper>
  );
}

/**
 * The user's own fonts: upload one (TTF, OTF, WOFF, WOFF2; the plan's custom_fonts feature),
 * which is then picked for the captions, and delete one.
 */
export function CustomFontControls({ style, setStyle, fonts }: CustomFontControlsProps) {
  const { data: features } = useUserFeatures();
  const own = fonts.filter((font) => !font.is_system);
  const planRefusal = customFontPlanRefusal(own.length, features);
  const usage = customFontUsageLabel(own.length, features);
  const [deleting, setDeleting] = useState<Font | null>(null);
  const resetPicker = useRef<() => void>(null);
  const uploader = useFontUpload((font) =>
    setStyle({ font: font.id, fontWeight: nearestWeight(font, style.fontWeight) }),
  );

  const choose = (file: File | null) => {
    resetPicker.current?.();
    if (!file) return;
    const refusal = fontFileRefusal(file, own.length, features);
    if (refusal) return uploader.refuse(refusal);
    uploader.upload(file);
  };

  return (
    <Stack gap="xs" data-testid="custom-fonts">
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed" data-testid="custom-font-usage">
          {usage ?? 'Your own fonts'}
        </Text>
        <FileButton onChange={choose} accept={FONT_ACCEPT} resetRef={resetPicker}>
          {(props) => (
            <Button
              {...props}
              size="xs"
              variant="light"
              disabled={planRefusal !== null || uploader.progress !== null}
            >
              Upload a font
            </Button>
          )}
        </FileButton>
      </Group>
      {planRefusal && (
        <Alert color="yellow" variant="light" data-testid="font-plan-notice">
          <Stack gap={4} align="flex-start">
            <Text size="sm">{planRefusal}</Text>
            <Anchor component={Link} to="/my-plan" size="sm">
              See your plan
            </Anchor>
          </Stack>
        </Alert>
      )}
      {uploader.failure && (
        <Alert color="red" variant="light" role="alert" data-testid="font-upload-error">
          <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
            <Text size="sm">{uploader.failure}</Text>
            <CloseButton size="sm" aria-label="Dismiss the message" onClick={uploader.dismissFailure} />
          </Group>
        </Alert>
      )}
      {uploader.progress && <UploadProgress progress={uploader.progress} onCancel={uploader.cancel} />}
      {own.length > 0 && (
        <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }} aria-label="Your fonts">
          {own.map((font) => (
            <Group component="li" key={font.id} justify="space-between" wrap="nowrap" gap="xs">
              <Text size="md" truncate title={font.name} style={{ fontFamily: cssFontFamily(font) }}>
                {font.name}
              </Text>
              <Button
                size="compact-xs"
                variant="subtle"
                color="red"
                aria-label={`Delete the font ${font.name}`}
                onClick={() => setDeleting(font)}
              >
                Delete
              </Button>
            </Group>
          ))}
        </Stack>
      )}
      <DeleteFontModal
        font={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(font) => {
          // The video may not keep a font that no longer exists (the server would refuse the
          // style); the default font is what the render draws instead anyway.
          if (style.font === font.id) setStyle({ font: '' });
        }}
      />
    </Stack>
  );
}
