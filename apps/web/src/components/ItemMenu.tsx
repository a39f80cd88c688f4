import { ActionIcon, Menu } from '@mantine/core';
import { MoreIcon } from './MoreIcon';

interface ItemMenuProps {
  /** Names the item for screen readers: "Actions for {itemName}". */
  itemName: string;
  onRename: () => void;
  onDelete: () => void;
}

/** The rename and delete actions of a project or a video. */
export function ItemMenu({ itemName, onRename, onDelete }: ItemMenuProps) {
  return (
    <Menu position="bottom-end" shadow="md" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${itemName}`}>
          <MoreIcon size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={onRename}>Rename</Menu.Item>
        <Menu.Item color="red" onClick={onDelete}>
          Delete
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
