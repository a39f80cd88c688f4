import type { TranscriptWord } from '@captionist/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { openEditor } from './editor-test-api';
import { answerSpeakers, conversation, SAVE_WORDS } from './speakers-test-api';

const turnNames = () => screen.queryAllByTestId('speaker-turn').map((label) => label.textContent);
const lines = () =>
  screen
    .getAllByTestId('transcript-line')
    .map((line) =>
      Array.from(line.querySelectorAll('[data-word-index]'), (each) => each.textContent).join(' '),
    );
const savedSpeakers = (bodies: Record<string, unknown[]>) =>
  (bodies[SAVE_WORDS]?.at(-1) as { words: TranscriptWord[] } | undefined)?.words.map((each) => each.speaker);
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));
/** The editor has its words and their speakers' names (the first load of the page takes a while). */
const turnsShown = (names: string[]) => waitFor(() => expect(turnNames()).toEqual(names), { timeout: 3000 });
const wordButton = (index: number) =>
  document.querySelector(`[data-testid="transcript"] [data-word-index="${index}"]`) as HTMLElement;
/** A speaker in the open menu of speakers. */
const menuItem = (name: string, hidden = false) => screen.findByRole('menuitem', { name, hidden });

describe('speakers in the transcript', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('starts each turn on its own line, named by its speaker as the video’s edits name them', async () => {
    answerSpeakers({}, { edits: { speakers: [{ id: 's1', name: 'Ana', color: '#ffd43b' }] } });
    openEditor();
    await turnsShown(['Ana', 'Speaker 2', 'Ana']);
    expect(lines()).toEqual(['Hi Ana.', 'Hello Ben.', 'Bye']);
    expect(screen.getAllByTestId('speaker-turn')[0]?.getAttribute('aria-label')).toBe(
      'Ana: change who says this turn',
    );
  });

  it('gives a whole turn to another speaker from its name, saved with the words and undone as one step', async () => {
    const server = answerSpeakers();
    openEditor();
    await turnsShown(['Speaker 1', 'Speaker 2', 'Speaker 1']);
    fireEvent.click(screen.getAllByTestId('speaker-turn')[1] as HTMLElement);
    const other = await menuItem('Speaker 1');
    // The speaker saying it now is not offered again.
    expect(await menuItem('Speaker 2 now', true)).toHaveProperty('disabled', true);
    fireEvent.click(other);
    expect(turnNames()).toEqual(['Speaker 1']);
    expect(screen.getByTestId('save-state').textContent).toBe('Unsaved changes');
    save();
    await waitFor(() => expect(server.bodies[SAVE_WORDS]).toHaveLength(1));
    expect(savedSpeakers(server.bodies)).toEqual(['s1', 's1', 's1', 's1', 's1']);

    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(turnNames()).toEqual(['Speaker 1', 'Speaker 2', 'Speaker 1']);
  });

  it('gives the selected word to another speaker from the word bar', async () => {
    const server = answerSpeakers();
    openEditor();
    await turnsShown(['Speaker 1', 'Speaker 2', 'Speaker 1']);
    fireEvent.click(wordButton(4));
    fireEvent.click(within(screen.getByTestId('word-actions')).getByRole('button', { name: 'Speaker…' }));
    fireEvent.click(await menuItem('Speaker 2'));
    // "Bye" joins the turn before it: its line starts no turn of its own.
    expect(turnNames()).toEqual(['Speaker 1', 'Speaker 2']);
    expect(lines()).toEqual(['Hi Ana.', 'Hello Ben.', 'Bye']);
    save();
    await waitFor(() => expect(server.bodies[SAVE_WORDS]).toHaveLength(1));
    expect(savedSpeakers(server.bodies)).toEqual(['s1', 's1', 's2', 's2', 's2']);
  });

  it('gives a word to a new speaker the analysis missed', async () => {
    const server = answerSpeakers();
    openEditor();
    await turnsShown(['Speaker 1', 'Speaker 2', 'Speaker 1']);
    fireEvent.click(wordButton(4));
    fireEvent.click(within(screen.getByTestId('word-actions')).getByRole('button', { name: 'Speaker…' }));
    fireEvent.click(await menuItem('New speaker'));
    expect(turnNames()).toEqual(['Speaker 1', 'Speaker 2', 'Speaker 3']);
    save();
    await waitFor(() => expect(server.bodies[SAVE_WORDS]).toHaveLength(1));
    expect(savedSpeakers(server.bodies)).toEqual(['s1', 's1', 's2', 's2', 's3']);
  });

  it('shows no names and no speaker choice while the words carry no speakers', async () => {
    answerSpeakers(
      {},
      {
        words: conversation().map(({ speaker: _, ...each }) => each),
        analysis: { status: 'none', progress: 0, error: null, speakers: [] },
      },
    );
    openEditor();
    await within(await screen.findByTestId('speakers', {}, { timeout: 3000 })).findByRole('button', {
      name: 'Find speakers',
    });
    expect(turnNames()).toEqual([]);
    expect(within(screen.getByTestId('word-actions')).queryByRole('button', { name: 'Speaker…' })).toBeNull();
  });

  it('names the turns once the analysis ends and the words carry their speakers', async () => {
    const server = answerSpeakers(
      {},
      {
        words: conversation().map(({ speaker: _, ...each }) => each),
        analysis: { status: 'running', progress: 60, error: null, speakers: [] },
      },
    );
    openEditor();
    await screen.findByTestId('speakers-progress', {}, { timeout: 3000 });
    expect(turnNames()).toEqual([]);
    server.words = conversation();
    server.version.bump();
    server.analysis = {
      status: 'done',
      progress: 100,
      error: null,
      speakers: [
        { id: 's1', on_screen: true, speaking_ms: 900 },
        { id: 's2', on_screen: true, speaking_ms: 600 },
      ],
    };
    await waitFor(() => expect(turnNames()).toEqual(['Speaker 1', 'Speaker 2', 'Speaker 1']), {
      timeout: 4000,
    });
  });
});
