import { UnstyledButton } from '@mantine/core';
import { SpeakerDot } from './SpeakerDot';
import { SpeakerMenu } from './SpeakerMenu';
import classes from './SpeakerTurnLabel.module.css';
import type { SpeakerView } from './speaker-views';

interface SpeakerTurnLabelProps {
  /** Who says the turn. */
  speaker: SpeakerView;
  speakers: readonly SpeakerView[];
  /** Gives the whole turn to another speaker. */
  onChange: (speaker: string) => void;
}

/** The name before a turn in the transcript; a click gives the turn to another speaker. */
export function SpeakerTurnLabel({ speaker, speakers, onChange }: SpeakerTurnLabelProps) {
  return (
    <SpeakerMenu speakers={speakers} current={speaker.id} title="Who says this turn" onPick={onChange}>
      <UnstyledButton
        className={classes.label}
        data-testid="speaker-turn"
        aria-label={`${speaker.name}: change who says this turn`}
      >
        <SpeakerDot color={speaker.color} size={8} />
        <span className={classes.name}>{speaker.name}</span>
      </UnstyledButton>
    </SpeakerMenu>
  );
}
