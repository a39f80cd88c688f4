import { Loader, TextInput } from '@mantine/core';
import { useState } from 'react';

interface SpeakerNameFieldProps {
  name: string;
  /** The field's own name, the same before and after a rename. */
  label: string;
  saving: boolean;
  error: string | null;
  /** Stores a new name; resolves false when it was refused (the error says why). */
  onRename: (name: string) => Promise<boolean>;
  /** The typing was abandoned: the last error goes with it. */
  onCancel: () => void;
}

/**
 * A speaker's name, renamed in place: Enter (or leaving the field) saves what was typed, Escape
 * puts the name back. A refused name stays in the field with the reason under it.
 */
export function SpeakerNameField({ name, label, saving, error, onRename, onCancel }: SpeakerNameFieldProps) {
  // null while the field shows the saved name.
  const [draft, setDraft] = useState<string | null>(null);
  const save = async () => {
    if (draft === null || saving) return;
    if (draft === name) {
      setDraft(null);
      return;
    }
    if (await onRename(draft)) setDraft(null);
  };
  return (
    <TextInput
      size="xs"
      aria-label={label}
      value={draft ?? name}
      error={error}
      rightSection={saving ? <Loader size={12} /> : null}
      onChange={(event) => setDraft(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          void save();
        } else if (event.key === 'Escape') {
          event.preventDefault();
          setDraft(null);
          onCancel();
        }
      }}
      onBlur={() => void save()}
      style={{ flex: '1 1 10em', minWidth: 0 }}
    />
  );
}
