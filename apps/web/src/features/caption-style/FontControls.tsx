import type { CaptionStyle } from '@captionist/captions';
import type { Font } from '@captionist/contracts';
import { Group, Select, Text } from '@mantine/core';
import { cssFontFamily } from './font-loading';
import { fontWeights, nearestWeight } from './style-fonts';
import { weightNames } from './style-labels';
import type { CaptionStyleUpdate } from './use-caption-style';

interface FontControlsProps {
  style: CaptionStyle;
  setStyle: (update: CaptionStyleUpdate) => void;
  fonts: readonly Font[];
  font: Font | undefined;
}

/** The font family (each shown in itself) and its weight. */
export function FontControls({ style, setStyle, fonts, font }: FontControlsProps) {
  const byId = new Map(fonts.map((f) => [f.id, f]));
  const groups = [
    { group: 'System fonts', items: fonts.filter((f) => f.is_system) },
    { group: 'Your fonts', items: fonts.filter((f) => !f.is_system) },
  ]
    .filter((g) => g.items.length > 0)
    .map((g) => ({ group: g.group, items: g.items.map((f) => ({ value: f.id, label: f.name })) }));
  const weights = font ? fontWeights(font) : [style.fontWeight];

  if (fonts.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="fonts-missing">
        The fonts could not be loaded, so the captions use the default font. Reload the page to try again.
      </Text>
    );
  }
  return (
    <Group grow align="flex-start" gap="sm" wrap="wrap">
      <Select
        label="Font"
        data={groups}
        value={font?.id ?? null}
        searchable
        allowDeselect={false}
        nothingFoundMessage="No font with that name"
        comboboxProps={{ withinPortal: true }}
        miw={180}
        styles={{ input: { fontFamily: cssFontFamily(font), fontWeight: style.fontWeight } }}
        renderOption={({ option }) => (
          <Text span fz="md" style={{ fontFamily: cssFontFamily(byId.get(option.value)) }}>
            {option.label}
          </Text>
        )}
        onChange={(id) => {
          const next = id ? byId.get(id) : undefined;
          if (next) setStyle({ font: next.id, fontWeight: nearestWeight(next, style.fontWeight) });
        }}
      />
      <Select
        label="Weight"
        data={weights.map((w) => ({ value: String(w), label: `${weightNames[w] ?? w} (${w})` }))}
        value={String(font ? nearestWeight(font, style.fontWeight) : style.fontWeight)}
        allowDeselect={false}
        disabled={weights.length < 2}
        comboboxProps={{ withinPortal: true }}
        miw={140}
        onChange={(w) => w && setStyle({ fontWeight: Number(w) })}
      />
    </Group>
  );
}
