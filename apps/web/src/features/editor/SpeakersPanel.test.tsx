import { editConflictMessage } from '@captionist/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { openEditor } from './editor-test-api';
import { answerSpeakers, conversation, FIND_SPEAKERS, PUT_EDITS, SPEAKERS } from './speakers-test-api';

const PATCH_S1 = `PATCH ${SPEAKERS}/s1`;
/** The panel, once the editor has opened (the first load of the page takes a while). */
const panel = () => screen.findByTestId('speakers', {}, { timeout: 3000 });
const row = async (name: string) => within(await panel()).findByRole('listitem', { name }, { timeout: 3000 });
const nameField = (speaker: string) =>
  screen.getByRole('textbox', { name: `Name of ${speaker}` }) as HTMLInputElement;
const turnNames = () => screen.queryAllByTestId('speaker-turn').map((label) => label.textContent);
const struckThrough = () =>
  Array.from(document.querySelectorAll('[data-testid="transcript"] [data-cut]')).map(
    (word) => word.textContent,
  );

describe('the Speakers panel', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('lists each speaker with their name, whether they are seen, and how long they speak', async () => {
    answerSpeakers();
    openEditor();
    const ana = await row('Speaker 1');
    expect(within(ana).getByText('On screen')).toBeTruthy();
    expect(within(ana).getByText('Speaks for 0:00')).toBeTruthy();
    expect(within(await row('Speaker 2')).getByText('Voice only')).toBeTruthy();
    expect(turnNames()).toEqual(['Speaker 1', 'Speaker 2', 'Speaker 1']);
  });

  it('renames a speaker on Enter, over the editor’s version, and the transcript names them so', async () => {
    const server = answerSpeakers();
    openEditor();
    await row('Speaker 1');
    fireEvent.change(nameField('Speaker 1'), { target: { value: 'Ana' } });
    fireEvent.keyDown(nameField('Speaker 1'), { key: 'Enter' });
    await waitFor(() => expect(turnNames()).toEqual(['Ana', 'Speaker 2', 'Ana']));
    expect(server.bodies[PATCH_S1]).toEqual([{ name: 'Ana', base_version: 1 }]);
    expect(nameField('Speaker 1').value).toBe('Ana');
    expect(await row('Ana')).toBeTruthy();
    // The editor stands on the version the rename made: its next save is not refused.
    fireEvent.click(
      within(await row('Speaker 2')).getByRole('button', { name: "Remove this speaker's words" }),
    );
    await waitFor(() => expect(server.bodies[PUT_EDITS]).toHaveLength(1));
    expect(server.bodies[PUT_EDITS]?.[0]).toMatchObject({
      speakers: [{ id: 's1', name: 'Ana', color: null }],
      base_version: 2,
    });
    expect(screen.queryByTestId('edit-conflict')).toBeNull();
  });

  it('shows why a name was refused under the field, and Escape puts the name back', async () => {
    const server = answerSpeakers({
      [PATCH_S1]: {
        status: 422,
        data: {
          status: 'error',
          message: 'The given data was invalid.',
          errors: { name: ['A speaker’s name may be at most 40 characters.'] },
        },
      },
    });
    openEditor();
    await row('Speaker 1');
    fireEvent.change(nameField('Speaker 1'), { target: { value: 'A'.repeat(41) } });
    fireEvent.keyDown(nameField('Speaker 1'), { key: 'Enter' });
    expect(await screen.findByText('A speaker’s name may be at most 40 characters.')).toBeTruthy();
    expect(nameField('Speaker 1').value).toBe('A'.repeat(41));
    expect(nameField('Speaker 1').getAttribute('aria-invalid')).toBe('true');
    fireEvent.keyDown(nameField('Speaker 1'), { key: 'Escape' });
    expect(nameField('Speaker 1').value).toBe('Speaker 1');
    await waitFor(() =>
      expect(screen.queryByText('A speaker’s name may be at most 40 characters.')).toBeNull(),
    );
    expect(server.bodies[PATCH_S1]).toHaveLength(1);
    expect(turnNames()).toEqual(['Speaker 1', 'Speaker 2', 'Speaker 1']);
  });

  it('shows the edit conflict notice when another tab saved first', async () => {
    const server = answerSpeakers();
    openEditor();
    await row('Speaker 1');
    server.version.bump();
    fireEvent.change(nameField('Speaker 1'), { target: { value: 'Ana' } });
    fireEvent.keyDown(nameField('Speaker 1'), { key: 'Enter' });
    expect(await screen.findByTestId('edit-conflict')).toBeTruthy();
    expect(within(await row('Speaker 1')).getByText(editConflictMessage)).toBeTruthy();
  });

  it('colours a speaker’s captions, and gives them the style’s colour back', async () => {
    const server = answerSpeakers({}, { edits: { speakers: [{ id: 's2', name: 'Ben', color: null }] } });
    openEditor();
    const ben = await row('Ben');
    expect(within(ben).getByRole('button', { name: 'Style colour' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    fireEvent.click(within(ben).getByRole('button', { name: 'Blue captions' }));
    await waitFor(() =>
      expect(within(ben).getByRole('button', { name: 'Blue captions' }).getAttribute('aria-pressed')).toBe(
        'true',
      ),
    );
    expect(server.bodies[`PATCH ${SPEAKERS}/s2`]).toEqual([{ color: '#4dabf7', base_version: 1 }]);
    fireEvent.click(within(ben).getByRole('button', { name: 'Style colour' }));
    await waitFor(() =>
      expect(within(ben).getByRole('button', { name: 'Style colour' }).getAttribute('aria-pressed')).toBe(
        'true',
      ),
    );
    expect(server.bodies[`PATCH ${SPEAKERS}/s2`]?.[1]).toEqual({ color: null, base_version: 2 });
  });

  it('cuts a speaker’s words turn by turn, and restores them, leaving the other cuts', async () => {
    const pause = { start_ms: 1900, end_ms: 2000, reason: 'silence' as const };
    const server = answerSpeakers({}, { edits: { cuts: [pause] } });
    openEditor();
    const first = await row('Speaker 1');
    fireEvent.click(within(first).getByRole('button', { name: "Remove this speaker's words" }));
    const removed = [
      pause,
      { start_ms: 0, end_ms: 700, reason: 'speaker', speaker: 's1' },
      { start_ms: 1600, end_ms: 1900, reason: 'speaker', speaker: 's1' },
    ];
    await waitFor(() => expect(server.bodies[PUT_EDITS]?.[0]).toMatchObject({ cuts: removed }));
    expect(struckThrough()).toEqual(['Hi', 'Ana.', 'Bye']);
    expect(within(first).getByText('2 turns cut')).toBeTruthy();
    fireEvent.click(within(first).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(server.bodies[PUT_EDITS]?.[1]).toMatchObject({ cuts: [pause] }));
    expect(struckThrough()).toEqual([]);
  });

  it('follows the analysis while it runs, then lists the speakers it found', async () => {
    const server = answerSpeakers(
      {},
      { analysis: { status: 'running', progress: 40, error: null, speakers: [] } },
    );
    openEditor();
    const progress = await within(await panel()).findByTestId('speakers-progress');
    expect(within(progress).getByText('40%')).toBeTruthy();
    expect(within(progress).getByRole('progressbar', { name: 'Speaker analysis progress' })).toBeTruthy();
    server.analysis = {
      status: 'done',
      progress: 100,
      error: null,
      speakers: [{ id: 's1', on_screen: true, speaking_ms: 900 }],
    };
    expect(await row('Speaker 1')).toBeTruthy();
  });

  it('says why the analysis failed, and Try again starts it anew', async () => {
    const server = answerSpeakers(
      {},
      { analysis: { status: 'failed', progress: 0, error: 'The sound could not be read.', speakers: [] } },
    );
    openEditor();
    expect(await within(await panel()).findByText('The sound could not be read.')).toBeTruthy();
    fireEvent.click(within(await panel()).getByRole('button', { name: 'Try again' }));
    expect(await within(await panel()).findByText('Waiting to tell the speakers apart…')).toBeTruthy();
    expect(server.calls).toContain(FIND_SPEAKERS);
  });

  it('offers to find the speakers when nobody has looked yet', async () => {
    const unknown = conversation().map(({ speaker: _, ...word }) => word);
    const server = answerSpeakers(
      {},
      { words: unknown, analysis: { status: 'none', progress: 0, error: null, speakers: [] } },
    );
    openEditor();
    fireEvent.click(await within(await panel()).findByRole('button', { name: 'Find speakers' }));
    expect(await within(await panel()).findByTestId('speakers-progress')).toBeTruthy();
    expect(server.calls).toContain(FIND_SPEAKERS);
    expect(turnNames()).toEqual([]);
  });
});
