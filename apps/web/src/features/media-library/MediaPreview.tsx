import type { MediaUpload } from '@captionist/contracts';
import { Center, Loader, ThemeIcon } from '@mantine/core';

const SIZE = 64;

/** Music note for sounds, picture frame for anything whose thumbnail is not there (yet). */
function KindIcon({ audio }: { audio: boolean }) {
  return (
    <ThemeIcon size={SIZE} radius="sm" variant="light" color="gray">
      <svg
        width={28}
        height={28}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        {audio ? (
          <path d="M9 18V5l12-2v13M9 18a3 3 0 1 1-6 0 3 3 0 0 1 6 0Zm12-2a3 3 0 1 1-6 0 3 3 0 0 1 6 0Z" />
        ) : (
          <path d="M4 5h16v14H4zM4 15l4-4 5 5 3-3 4 4" />
        )}
      </svg>
    </ThemeIcon>
  );
}

/** A small square preview of a library file: its thumbnail, a spinner while probed, or an icon. */
export function MediaPreview({ media }: { media: MediaUpload }) {
  if (media.thumbnail_url)
    return (
      <img
        src={media.thumbnail_url}
        alt=""
        width={SIZE}
        height={SIZE}
        data-testid="media-thumbnail"
        style={{ objectFit: 'cover', borderRadius: 'var(--mantine-radius-sm)', flexShrink: 0 }}
      />
    );
  if (media.status === 'processing' || media.status === 'uploading')
    return (
      <Center w={SIZE} h={SIZE} style={{ flexShrink: 0 }}>
        <Loader size="sm" color="gray" />
      </Center>
    );
  return <KindIcon audio={media.kind === 'audio'} />;
}
