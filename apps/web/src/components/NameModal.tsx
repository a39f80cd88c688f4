import { Modal } from '@mantine/core';
import { NameForm, type NameFormProps } from './NameForm';

interface NameModalProps<Result> extends Omit<NameFormProps<Result>, 'onCancel'> {
  opened: boolean;
  onClose: () => void;
  title: string;
}

/** A dialog asking for a name; its form starts afresh each time it opens. */
export function NameModal<Result>({ opened, onClose, title, ...form }: NameModalProps<Result>) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <NameForm {...form} onCancel={onClose} />
    </Modal>
  );
}
