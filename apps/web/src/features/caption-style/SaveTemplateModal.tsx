import { Modal } from '@mantine/core';
import { SaveTemplateForm, type SaveTemplateFormProps } from './SaveTemplateForm';

interface SaveTemplateModalProps extends Omit<SaveTemplateFormProps, 'onCancel'> {
  opened: boolean;
  onClose: () => void;
}

/** The save-as-template dialog; its form starts afresh each time it opens. */
export function SaveTemplateModal({ opened, onClose, ...form }: SaveTemplateModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={form.template ? `Update “${form.template.name}”` : 'Save as template'}
      centered
    >
      <SaveTemplateForm {...form} onCancel={onClose} />
    </Modal>
  );
}
