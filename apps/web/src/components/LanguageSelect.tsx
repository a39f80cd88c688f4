import type { TranscriptionLanguage } from '@captionist/contracts';
import { Select, type SelectProps } from '@mantine/core';
import { useMemo } from 'react';
import { transcriptionLanguageOptions } from './transcription-language-options';

interface LanguageSelectProps
  extends Omit<SelectProps<TranscriptionLanguage>, 'data' | 'value' | 'onChange' | 'label'> {
  value: TranscriptionLanguage;
  onChange: (language: TranscriptionLanguage) => void;
  label?: string;
}

/**
 * The spoken language a transcription is asked for: "Detect automatically" or a language,
 * typed to filter. Always has a value (the person cannot clear it to nothing).
 */
export function LanguageSelect({ value, onChange, label = 'Spoken language', ...rest }: LanguageSelectProps) {
  const options = useMemo(() => transcriptionLanguageOptions(), []);
  return (
    <Select<TranscriptionLanguage>
      label={label}
      data={options}
      value={value}
      onChange={(next) => next && onChange(next)}
      searchable
      allowDeselect={false}
      selectFirstOptionOnChange
      nothingFoundMessage="No language with that name"
      comboboxProps={{ withinPortal: true }}
      maxDropdownHeight={280}
      {...rest}
    />
  );
}
