import type { CaptionStyle } from '@captionist/captions';
import { SimpleGrid } from '@mantine/core';
import { StyleColorInput } from './StyleColorInput';
import type { CaptionStyleUpdate } from './use-caption-style';

interface ColorControlsProps {
  style: CaptionStyle;
  setStyle: (update: CaptionStyleUpdate) => void;
}

const accentHint: Record<CaptionStyle['multiAnimationStyle'], string> = {
  fill: 'Words not spoken yet',
  highlight: 'The word being spoken',
  pop: 'Not used by Pop',
  none: 'Not used without a word animation',
};

/** The text colour and the accent the word animation uses. */
export function ColorControls({ style, setStyle }: ColorControlsProps) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      <StyleColorInput
        label="Text colour"
        value={style.primaryColor}
        onChange={(primaryColor) => setStyle({ primaryColor })}
      />
      <StyleColorInput
        label="Accent colour"
        description={accentHint[style.multiAnimationStyle]}
        value={style.fillColor}
        onChange={(fillColor) => setStyle({ fillColor })}
      />
    </SimpleGrid>
  );
}
