import type { MediaUpload } from '@captionist/contracts';
import { Modal, Tabs } from '@mantine/core';
import { LibraryPicker } from './LibraryPicker';
import { StockSearch } from './StockSearch';

export interface MediaPickerModalProps {
  opened: boolean;
  /** The words the b-roll is for: the stock search starts with them. */
  keyword: string;
  onClose: () => void;
  /** A ready item of the media library, or a stock item just imported (still processing). */
  onPick: (media: MediaUpload) => void;
}

/** Where a b-roll picture or clip comes from: the user's media library or stock search. */
export function MediaPickerModal({ opened, keyword, onClose, onPick }: MediaPickerModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Choose b-roll" size="lg">
      <Tabs defaultValue="library" keepMounted={false}>
        <Tabs.List mb="sm">
          <Tabs.Tab value="library">My media</Tabs.Tab>
          <Tabs.Tab value="photo">Photos</Tabs.Tab>
          <Tabs.Tab value="video">Videos</Tabs.Tab>
          <Tabs.Tab value="gif">GIFs</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="library">
          <LibraryPicker onPick={onPick} />
        </Tabs.Panel>
        {(['photo', 'video', 'gif'] as const).map((kind) => (
          <Tabs.Panel key={kind} value={kind}>
            <StockSearch kind={kind} initialQuery={keyword} onImported={onPick} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Modal>
  );
}
