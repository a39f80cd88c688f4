import { Menu, Text } from '@mantine/core';
import type { ReactElement } from 'react';
import { SpeakerDot } from './SpeakerDot';
import { newSpeakerId, type SpeakerView } from './speaker-views';

interface SpeakerMenuProps {
  speakers: readonly SpeakerView[];
  /** Who says the words now (not offered again); undefined when nobody is known to. */
  current: string | undefined;
  /** What the menu gives a speaker to, as its heading ("This turn", "This word"). */
  title: string;
  onPick: (speaker: string) => void;
  /** The button that opens the menu. */
  children: ReactElement;
}

/**
 * A choice of speaker for some words, from a button, or a new one the analysis missed; the arrow
 * keys move through the names.
 */
export function SpeakerMenu({ speakers, current, title, onPick, children }: SpeakerMenuProps) {
  const next = newSpeakerId(speakers);
  return (
    <Menu position="bottom-start" shadow="md" withinPortal>
      <Menu.Target>{children}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{title}</Menu.Label>
        {speakers.map((speaker) => {
          const said = speaker.id === current;
          return (
            <Menu.Item
              key={speaker.id}
              leftSection={<SpeakerDot color={speaker.color} />}
              rightSection={
                said ? (
                  <Text size="xs" c="dimmed">
                    now
                  </Text>
                ) : undefined
              }
              disabled={said}
              onClick={() => onPick(speaker.id)}
            >
              {speaker.name}
            </Menu.Item>
          );
        })}
        {next && (
          <>
            <Menu.Divider />
            <Menu.Item leftSection={<SpeakerDot color={null} />} onClick={() => onPick(next)}>
              New speaker
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
