import { Button, Drawer } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { MediaLibraryPanel } from './MediaLibraryPanel';

/** Opens the media library in a drawer from the side (the whole width on a phone). */
export function MediaLibraryButton() {
  const [opened, drawer] = useDisclosure(false);
  return (
    <>
      <Button variant="default" onClick={drawer.open} aria-haspopup="dialog">
        Media library
      </Button>
      <Drawer opened={opened} onClose={drawer.close} title="Media library" position="right" size="md">
        {opened && <MediaLibraryPanel />}
      </Drawer>
    </>
  );
}
