import { Alert, Button, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { SaveStateIndicator } from '../../components/SaveStateIndicator';
import { AnimationControls } from './AnimationControls';
import { CaptionStyleSkeleton } from './CaptionStyleSkeleton';
import { ColorControls } from './ColorControls';
import { CustomFontControls } from './CustomFontControls';
import { FontControls } from './FontControls';
import { LayoutControls } from './LayoutControls';
import { OutlineControls } from './OutlineControls';
import { StyleSection } from './StyleSection';
import { TemplateGallery } from './TemplateGallery';
import { TextControls } from './TextControls';
import type { CaptionStyleState } from './use-caption-style';

interface CaptionStylePanelProps {
  captions: CaptionStyleState;
  /** The split layout puts the captions on its seam, whatever the style's position (captionsOnSplitSeam). */
  captionsOnSeam?: boolean;
}

/**
 * The Style side of the editor: templates to start from, then every setting of the caption
 * style. Changes are saved to the video by useCaptionStyle; this panel shows how that went.
 */
export function CaptionStylePanel({ captions, captionsOnSeam = false }: CaptionStylePanelProps) {
  const { style, setStyle, save } = captions;
  return (
    <Stack gap="md" data-testid="caption-style-panel">
      <Group justify="space-between" gap="xs">
        <Title order={2} fz="h4">
          Caption style
        </Title>
        {captions.ready && <SaveStateIndicator state={save} />}
      </Group>
      {save.status === 'failed' && (
        <Alert
          color="red"
          variant="light"
          title="Your style changes are not saved"
          data-testid="style-save-error"
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{save.message}</Text>
            <Button size="xs" variant="light" color="red" onClick={captions.retrySave}>
              Try again
            </Button>
          </Stack>
        </Alert>
      )}
      {captions.locked && (
        <Alert color="blue" variant="light" title="Rendering" data-testid="style-locked">
          This video is being rendered with the style below. You can change it when the render has finished.
        </Alert>
      )}
      {!captions.ready ? (
        <CaptionStyleSkeleton />
      ) : (
        <>
          <StyleSection title="Templates">
            <TemplateGallery captions={captions} />
          </StyleSection>
          <Divider />
          <fieldset disabled={captions.locked} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
            <Stack gap="lg">
              <StyleSection title="Font">
                <FontControls style={style} setStyle={setStyle} fonts={captions.fonts} font={captions.font} />
                <CustomFontControls style={style} setStyle={setStyle} fonts={captions.fonts} />
                <TextControls style={style} setStyle={setStyle} />
              </StyleSection>
              <StyleSection title="Colours">
                <ColorControls style={style} setStyle={setStyle} />
              </StyleSection>
              <StyleSection title="Outline, shadow and box">
                <OutlineControls style={style} setStyle={setStyle} />
              </StyleSection>
              <StyleSection title="Layout">
                <LayoutControls style={style} setStyle={setStyle} onSeam={captionsOnSeam} />
              </StyleSection>
              <StyleSection title="Animation">
                <AnimationControls style={style} setStyle={setStyle} />
              </StyleSection>
            </Stack>
          </fieldset>
        </>
      )}
    </Stack>
  );
}
