import { Button, Group, Text } from '@mantine/core';
import { captionsUrl, timelineUrl } from './editor-requests';

interface CaptionDownloadsProps {
  videoId: string;
  /** Exports are made from the saved transcript and edits; say so while edits are not saved. */
  unsaved: boolean;
}

/** Links to the caption files of the saved transcript and the saved edit's timeline. */
export function CaptionDownloads({ videoId, unsaved }: CaptionDownloadsProps) {
  return (
    <Group gap="xs" data-testid="caption-downloads">
      <Text size="sm" c="dimmed">
        Export
      </Text>
      <Button
        component="a"
        href={captionsUrl(videoId, 'srt')}
        download
        aria-label="Download SRT captions"
        size="compact-sm"
        variant="default"
      >
        SRT
      </Button>
      <Button
        component="a"
        href={captionsUrl(videoId, 'vtt')}
        download
        aria-label="Download VTT captions"
        size="compact-sm"
        variant="default"
      >
        VTT
      </Button>
      <Button
        component="a"
        href={captionsUrl(videoId, 'ass')}
        download
        title="The styled captions, for Aegisub, Premiere or Resolve"
        aria-label="Download styled ASS captions"
        size="compact-sm"
        variant="default"
      >
        ASS
      </Button>
      <Button
        component="a"
        href={timelineUrl(videoId)}
        download
        title="The cuts, crop and markers as a timeline for DaVinci Resolve or Premiere Pro"
        aria-label="Download the edit as an OTIO timeline (OpenTimelineIO)"
        size="compact-sm"
        variant="default"
      >
        OTIO
      </Button>
      {unsaved && (
        <Text size="xs" c="dimmed">
          Save to include your latest edits.
        </Text>
      )}
    </Group>
  );
}
