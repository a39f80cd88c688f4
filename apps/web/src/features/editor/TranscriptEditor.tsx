import { defaultCaptionStyle, defaultEmphasis } from '@captionist/captions';
import type { Transcript, VideoDetail } from '@captionist/contracts';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { useEffect, useMemo } from 'react';
import { SpeakersPanel } from '../speakers';
import { canRedo, canUndo, countLowConfidence, groupLines, nextLowConfidenceIndex } from '../transcript';
import { CaptionDownloads } from './CaptionDownloads';
import { cutsInTranscript } from './cuts-in-transcript';
import { DraftNotice } from './DraftNotice';
import { EmojiButtons } from './EmojiButtons';
import { EmphasisButtons } from './EmphasisButtons';
import { useEditorState } from './editor-model';
import { FillerButtons } from './FillerButtons';
import { LowConfidenceNavigator } from './LowConfidenceNavigator';
import { PunchInButtons } from './PunchInButtons';
import { punchInsInTranscript, punchInToReach } from './punch-ins-in-transcript';
import { SaveErrorList } from './SaveErrorList';
import { SilenceButtons } from './SilenceButtons';
import classes from './TranscriptEditor.module.css';
import { TranscriptLines } from './TranscriptLines';
import { TranscriptToolbar } from './TranscriptToolbar';
import { useActiveWord } from './use-active-word';
import { useCuts } from './use-cuts';
import { usePunchIns } from './use-punch-ins';
import { useSpeakerSaves } from './use-speaker-saves';
import { useSpeakerTurns } from './use-speaker-turns';
import { useTranscriptEditor } from './use-transcript-editor';
import { useWordHandlers } from './use-word-handlers';
import { WordActions } from './WordActions';

/** A word picked on the preview; each pick is a new object, so picking the same word again shows it again. */
export interface WordPick {
  index: number;
}

interface TranscriptEditorProps {
  video: VideoDetail;
  transcript: Transcript;
  player: HTMLVideoElement | null;
  picked?: WordPick | null;
  /** Opens the editor afresh from the saved transcript and whatever draft is stored now. */
  onReopen: () => void;
}

const NO_INVALID_WORDS: ReadonlySet<number> = new Set();
const DEFAULT_WORDS_PER_GROUP = defaultCaptionStyle.wordsPerGroup;
const DEFAULT_EMPHASIS = defaultEmphasis(defaultCaptionStyle);

/** The words in lines, following the player, with every edit, undo/redo, save and export. */
export function TranscriptEditor({
  video,
  transcript,
  player,
  picked = null,
  onReopen,
}: TranscriptEditorProps) {
  const editor = useTranscriptEditor(video, transcript);
  const { state, dispatch } = editor;
  const wordsPerGroup = useEditorState((model) => model.style?.wordsPerGroup) ?? DEFAULT_WORDS_PER_GROUP;
  const primaryColor = useEditorState((model) => model.style?.primaryColor);
  const fillColor = useEditorState((model) => model.style?.fillColor);
  const emphasis = useMemo(
    () => (primaryColor && fillColor ? defaultEmphasis({ primaryColor, fillColor }) : DEFAULT_EMPHASIS),
    [primaryColor, fillColor],
  );
  const words = state.words;
  const lines = useMemo(() => groupLines(words), [words]);
  const active = useActiveWord(player, words);
  const { listRef, selected, editing, handlers, showWord, goToWord, edit } = useWordHandlers(
    words,
    player,
    dispatch,
    emphasis,
  );
  // A word picked on the preview is selected and focused here, with its word bar (no seek: it is on screen).
  useEffect(() => {
    if (picked) showWord(picked.index);
  }, [picked, showWord]);
  const lowConfidence = useMemo(() => countLowConfidence(words), [words]);
  const showNextLowConfidence = () => {
    const next = nextLowConfidenceIndex(words, selected);
    if (next >= 0) goToWord(next);
  };
  const { cuts, change: changeCuts } = useCuts();
  const { cutOut, cutsAfter } = useMemo(() => cutsInTranscript(words, cuts), [words, cuts]);
  const toggleCut = (index: number) => {
    const word = words[index];
    if (!word) return;
    changeCuts(
      cutOut.has(index)
        ? cuts.filter((cut) => cut.end_ms <= word.start || cut.start_ms >= word.end)
        : [...cuts, { start_ms: word.start, end_ms: word.end, reason: 'manual' }],
    );
  };
  const punchInEdits = usePunchIns();
  const punchIns = useMemo(
    () => punchInsInTranscript(words, punchInEdits.zooms),
    [words, punchInEdits.zooms],
  );
  const selectedZoom = punchIns.zoomOf.get(selected);
  const invalid = useMemo(
    () =>
      editor.failure ? new Set(editor.failure.wordErrors.map((error) => error.index)) : NO_INVALID_WORDS,
    [editor.failure],
  );
  useHotkeys([
    ['mod+Z', () => dispatch({ type: 'undo' })],
    ['mod+shift+Z', () => dispatch({ type: 'redo' })],
    ['mod+Y', () => dispatch({ type: 'redo' })],
  ]);
  const selectedWord = words[selected];
  const { labels, speakers, turns, giveWords, giveTurn } = useSpeakerTurns(video.id, words);
  const speakerSaves = useSpeakerSaves();

  return (
    <Stack gap="sm">
      <DraftNotice
        origin={editor.origin}
        onDiscard={() => {
          editor.discardDraft();
          onReopen();
        }}
        onRestore={() => {
          editor.adoptDraft();
          onReopen();
        }}
      />
      <TranscriptToolbar
        canUndo={canUndo(state)}
        canRedo={canRedo(state)}
        unsaved={editor.unsaved}
        isSaving={editor.isSaving}
        onUndo={() => dispatch({ type: 'undo' })}
        onRedo={() => dispatch({ type: 'redo' })}
        onSave={editor.save}
      />
      <Stack gap="sm" className={classes.tools}>
        <Group gap="xs" wrap="wrap">
          <EmojiButtons
            videoId={video.id}
            words={words}
            saved={state.saved}
            wordsPerGroup={wordsPerGroup}
            dispatch={dispatch}
          />
          <EmphasisButtons
            videoId={video.id}
            words={words}
            saved={state.saved}
            wordsPerGroup={wordsPerGroup}
            look={emphasis}
            dispatch={dispatch}
          />
        </Group>
        {video.duration_ms ? (
          <SilenceButtons videoId={video.id} words={words} durationMs={video.duration_ms} />
        ) : null}
        <FillerButtons videoId={video.id} words={words} speakers={speakers} />
        <PunchInButtons words={words} edits={punchInEdits} />
        <SpeakersPanel
          videoId={video.id}
          words={words}
          labels={labels}
          cuts={cuts}
          onCutsChange={changeCuts}
          saves={speakerSaves}
        />
      </Stack>
      {editor.failure && <SaveErrorList failure={editor.failure} onShowWord={showWord} />}
      <div className={classes.tools}>
        <WordActions
          word={selectedWord ?? null}
          hasNext={selected < words.length - 1}
          onEdit={() => edit(selected)}
          onSplit={() => dispatch({ type: 'split', index: selected })}
          onMerge={() => dispatch({ type: 'mergeWithNext', index: selected })}
          onDelete={() => dispatch({ type: 'delete', index: selected })}
          onNudge={(edge, delta) => dispatch({ type: 'nudge', index: selected, edge, delta })}
          onEmphasise={(look) => dispatch({ type: 'emphasise', index: selected, look })}
          cut={cutOut.has(selected)}
          onToggleCut={() => toggleCut(selected)}
          punchedIn={selectedZoom !== undefined}
          onTogglePunchIn={() =>
            selectedZoom ? punchInEdits.remove(selectedZoom) : punchInEdits.addAt(words, selected)
          }
          punchInEdges={{
            start: punchInToReach(words, selected, 'start', punchInEdits.zooms) !== null,
            end: punchInToReach(words, selected, 'end', punchInEdits.zooms) !== null,
          }}
          onMovePunchIn={(edge) => punchInEdits.moveEdge(words, selected, edge)}
          speakers={speakers}
          onSpeaker={(speaker) => giveWords(selected, selected, speaker)}
        />
      </div>
      <Group justify="space-between" gap="xs" px={4} wrap="wrap">
        <Text size="xs" c="dimmed">
          Click a word to jump to it in the video; double-click it to retype it.
        </Text>
        <LowConfidenceNavigator count={lowConfidence} onNext={showNextLowConfidence} />
      </Group>
      <Paper withBorder radius="md" p="sm">
        <TranscriptLines
          lines={lines}
          wordCount={words.length}
          active={active}
          selected={selected}
          editing={editing}
          listRef={listRef}
          invalidIndexes={invalid}
          cutIndexes={cutOut}
          cutsAfter={cutsAfter}
          onRestoreCut={(restored) => changeCuts(cuts.filter((cut) => cut !== restored))}
          punchIns={punchIns}
          onRemovePunchIn={(zoom, index) => {
            punchInEdits.remove(zoom);
            // The mark goes with it: the word it stood before keeps the focus.
            showWord(index);
          }}
          turns={turns}
          speakers={speakers}
          onTurnSpeaker={giveTurn}
          {...handlers}
        />
      </Paper>
      <CaptionDownloads videoId={video.id} unsaved={editor.unsaved} />
    </Stack>
  );
}
