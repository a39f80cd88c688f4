import type { WordRun } from '@captionist/captions';
import type { Cut, Zoom } from '@captionist/contracts';
import { Box, Group, Text } from '@mantine/core';
import { memo } from 'react';
import { SpeakerTurnLabel, type SpeakerView } from '../speakers';
import type { TranscriptLine as Line } from '../transcript';
import { formatWordTime } from './format-time';
import { PunchInMark } from './PunchInMark';
import type { PunchInsInTranscript } from './punch-ins-in-transcript';
import { TranscriptWord, type WordHandlers } from './TranscriptWord';
import classes from './TranscriptWord.module.css';

interface TranscriptLineProps extends WordHandlers {
  line: Line;
  /** Index in the transcript of the word spoken now, selected, or edited; -1 for none. */
  activeIndex: number;
  selectedIndex: number;
  /** The one word Tab reaches: the selected one, or the first. */
  tabStopIndex: number;
  editingIndex: number;
  invalidIndexes: ReadonlySet<number>;
  cutIndexes: ReadonlySet<number>;
  /** Cuts between words, by the index of the word they follow (-1: before the first). */
  cutsAfter: ReadonlyMap<number, readonly Cut[]>;
  onRestoreCut: (cut: Cut) => void;
  punchIns: PunchInsInTranscript;
  /** The transcript's last line: it also shows the punch-ins that start after every word. */
  last: boolean;
  /** Removes a punch-in from its mark, which stood before the word at `index`. */
  onRemovePunchIn: (zoom: Zoom, index: number) => void;
  /** The speakers' turns by their first word (a turn starts a line); empty while no word has a speaker. */
  turns: ReadonlyMap<number, WordRun>;
  speakers: readonly SpeakerView[];
  /** Gives a whole turn to another speaker. */
  onTurnSpeaker: (turn: WordRun, speaker: string) => void;
}

/**
 * A line of words with its start time, and its speaker's name when it starts a turn. Memoised,
 * and the page passes -1 for indexes outside the line, so during playback only the lines the
 * highlight leaves and enters render again.
 */
export const TranscriptLine = memo(function TranscriptLine({
  line,
  activeIndex,
  selectedIndex,
  tabStopIndex,
  editingIndex,
  invalidIndexes,
  cutIndexes,
  cutsAfter,
  onRestoreCut,
  punchIns,
  last,
  onRemovePunchIn,
  turns,
  speakers,
  onTurnSpeaker,
  ...handlers
}: TranscriptLineProps) {
  const marks = (index: number) =>
    cutsAfter.get(index)?.map((cut) => <CutMark key={cut.start_ms} cut={cut} onRestore={onRestoreCut} />);
  const zoomMarks = (index: number) =>
    punchIns.marksBefore
      .get(index)
      ?.map((zoom) => (
        <PunchInMark
          key={zoom.start_ms}
          zoom={zoom}
          onRemove={(removed) => onRemovePunchIn(removed, index)}
        />
      ));
  const start = line.words[0]?.start ?? 0;
  const end = line.first + line.words.length;
  const turn = turns.get(line.first);
  const speaker = turn && speakers.find((each) => each.id === turn.speaker);
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start" data-testid="transcript-line">
      <Text size="xs" c="dimmed" ff="monospace" pt={6} w={40} style={{ flexShrink: 0 }} aria-hidden="true">
        {formatWordTime(start).slice(0, -4)}
      </Text>
      <Box style={{ minWidth: 0 }}>
        {turn && speaker && (
          <SpeakerTurnLabel
            speaker={speaker}
            speakers={speakers}
            onChange={(next) => onTurnSpeaker(turn, next)}
          />
        )}
        {line.first === 0 && marks(-1)}
        {line.words.map((word, offset) => {
          const index = line.first + offset;
          return (
            <span key={index}>
              {offset > 0 && ' '}
              {zoomMarks(index)}
              <TranscriptWord
                word={word}
                index={index}
                active={index === activeIndex}
                selected={index === selectedIndex}
                tabStop={index === tabStopIndex}
                editing={index === editingIndex}
                invalid={invalidIndexes.has(index)}
                cut={cutIndexes.has(index)}
                punchIn={punchIns.zoomOf.has(index)}
                {...handlers}
              />
              {marks(index)}
            </span>
          );
        })}
        {last && zoomMarks(end)}
      </Box>
    </Group>
  );
});

/** A cut between words: its length, and a click restores it. */
function CutMark({ cut, onRestore }: { cut: Cut; onRestore: (cut: Cut) => void }) {
  const seconds = ((cut.end_ms - cut.start_ms) / 1000).toFixed(1);
  const what = cut.reason === 'filler' ? 'sound' : 'pause';
  return (
    <button
      type="button"
      className={classes.cutMark}
      data-cut-mark={cut.reason}
      aria-label={`Restore the ${seconds} s ${what} cut here`}
      title={`A ${seconds} s ${what} is cut here. Click to restore it.`}
      onClick={() => onRestore(cut)}
    >
      ✂ {seconds} s
    </button>
  );
}
