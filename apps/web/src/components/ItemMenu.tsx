import { ActionIcon, Menu } from '@mantine/core';

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
          <svg width={18} height={18} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
            <circle cx="5" cy="12" r="2" />
            <circle cx="12" cy="12" r="2" />
            <circle cx="19" cy="12" r="2" />
          </svg>
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
