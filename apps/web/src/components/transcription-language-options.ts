// The choices of the language pickers: "Detect automatically" first, then every language the
// speech engines know, by name in the person's alphabet order.
import { AUTO_LANGUAGE, type TranscriptionLanguage, transcriptionLanguages } from '@captionist/contracts';

export const DETECT_LANGUAGE_LABEL = 'Detect automatically';

export interface LanguageOption {
  value: TranscriptionLanguage;
  label: string;
}

export function transcriptionLanguageOptions(locale?: string): LanguageOption[] {
  const byName = [...transcriptionLanguages].sort((a, b) => a.name.localeCompare(b.name, locale));
  return [
    { value: AUTO_LANGUAGE, label: DETECT_LANGUAGE_LABEL },
    ...byName.map(({ code, name }) => ({ value: code, label: name })),
  ];
}
