import { ColorInput } from '@mantine/core';
import { useEffect, useState } from 'react';

const HEX = /^#[0-9a-f]{6}([0-9a-f]{2})?$/i;

interface StyleColorInputProps {
  label: string;
  description?: string;
  value: string;
  onChange: (color: string) => void;
  disabled?: boolean;
}

/**
 * A colour with its alpha (#rrggbbaa, as the caption style takes it). Half-typed values stay in
 * the field only; the style changes once the field holds a whole colour, and leaving the field
 * puts back the style's colour if it does not.
 */
export function StyleColorInput({ label, description, value, onChange, disabled }: StyleColorInputProps) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  return (
    <ColorInput
      label={label}
      description={description}
      format="hexa"
      value={text}
      disabled={disabled}
      onChange={(next) => {
        setText(next);
        if (HEX.test(next) && next.toLowerCase() !== value.toLowerCase()) onChange(next.toLowerCase());
      }}
      onBlur={() => setText(value)}
      swatches={['#ffffffff', '#000000ff', '#ffd400ff', '#00e676ff', '#ff3d71ff', '#2979ffff', '#808080ff']}
      swatchesPerRow={7}
      popoverProps={{ withinPortal: true }}
    />
  );
}
