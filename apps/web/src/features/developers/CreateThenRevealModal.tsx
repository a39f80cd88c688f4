import { Modal } from '@mantine/core';
import { type ReactNode, useState } from 'react';

interface CreateThenRevealModalProps<T> {
  opened: boolean;
  onClose: () => void;
  formTitle: string;
  revealTitle: string;
  /** The form, which calls `onCreated` with what the server made. */
  form: (onCreated: (created: T) => void) => ReactNode;
  /** What was made, with its secret, shown in the same dialog. */
  reveal: (created: T) => ReactNode;
}

/** A dialog that makes something with a secret, then shows the secret in its place. */
export function CreateThenRevealModal<T>({
  opened,
  onClose,
  formTitle,
  revealTitle,
  form,
  reveal,
}: CreateThenRevealModalProps<T>) {
  const [created, setCreated] = useState<T | null>(null);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      // Cleared once the dialog has faded out, so the secret does not turn back into the form as it closes.
      onExitTransitionEnd={() => setCreated(null)}
      // A stray click beside the dialog must not lose a secret.
      closeOnClickOutside={created === null}
      title={created === null ? formTitle : revealTitle}
      // Mantine leaves its close button unnamed.
      closeButtonProps={{ 'aria-label': 'Close' }}
      size="lg"
      centered
    >
      {created === null ? form(setCreated) : reveal(created)}
    </Modal>
  );
}
