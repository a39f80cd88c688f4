import type { Font } from '@captionist/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { ConfirmDeleteModal } from '../../components/ConfirmDeleteModal';
import { showToast } from '../../lib/toast';
import { deleteFont } from './caption-style-requests';
import { forgetFont } from './library-queries';

interface DeleteFontModalProps {
  font: Font | null;
  onClose: () => void;
  onDeleted: (font: Font) => void;
}

export function DeleteFontModal({ font, onClose, onDeleted }: DeleteFontModalProps) {
  const queryClient = useQueryClient();
  return (
    <ConfirmDeleteModal
      opened={font !== null}
      onClose={onClose}
      title="Delete this font?"
      confirmLabel="Delete font"
      remove={() => (font ? deleteFont(font.id) : Promise.resolve())}
      onDeleted={() => {
        if (!font) return;
        onClose();
        onDeleted(font);
        void forgetFont(queryClient, font.id);
        showToast({ type: 'success', title: 'Font deleted', message: `“${font.name}” was deleted.` });
      }}
      failureTitle="Font not deleted"
    >
      “{font?.name}” will be deleted from your fonts. Captions that use it are drawn with the default font
      instead. This cannot be undone.
    </ConfirmDeleteModal>
  );
}
