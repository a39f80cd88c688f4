// The one model of the video being edited: its words (with undo/redo), caption style, edits
// (hook title, music, b-roll), the edit version the server last confirmed, and what is saved.
// The preview, the panels and the saver all read it (useEditor), so the render, the preview and
// the saves never disagree about what the video is.
import type { CaptionStyle } from '@captionist/captions';
import { type VideoEdits, videoEditsSchema } from '@captionist/contracts';
import type { ApiError } from '../../lib/normalise-error';
import { sameJson } from '../../lib/same-json';
import type { AutosaveState } from '../../lib/save-state';
import {
  hasUnsavedChanges,
  labelledSince,
  type TranscriptEditAction,
  type TranscriptEditorState,
  transcriptEditorReducer,
} from '../transcript';

/** What one save sends: the words, the caption style, or the edits (hook, music, b-roll). */
export type SavePart = 'words' | 'style' | 'edits';

export interface SaveFailure {
  part: SavePart;
  error: ApiError;
  /** The value that was refused (a changed value is no longer what the errors point at). */
  sent: unknown;
}

export interface EditorState {
  /** The edit version of what the server holds; the next save is based on it. */
  version: number;
  /** null while no transcript is open (none yet, or a run is replacing it). */
  transcript: TranscriptEditorState | null;
  style: CaptionStyle | null;
  /** null until loaded. */
  edits: VideoEdits | null;
  /** Parts changed here and not yet stored on the server. */
  unsaved: readonly SavePart[];
  /** The part whose save is on its way, if any. */
  saving: SavePart | null;
  failure: SaveFailure | null;
  /** Another tab or window saved this video since: nothing is sent until the person chooses. */
  conflict: boolean;
  /** Bumped when the server's copy replaces this one, so panels holding drafts start afresh. */
  generation: number;
  /**
   * The server's style and edits as this editor last knew them (null: not known), to tell whether
   * a newer version on the server changed a part that waits to be saved here. The words' own is
   * the transcript's `saved`.
   */
  base: { style: CaptionStyle | null; edits: VideoEdits | null };
}

/** What a panel shows about its part. */
export function partSaveState(
  state: Pick<EditorState, 'failure' | 'saving' | 'unsaved'>,
  part: SavePart,
  describe: (error: ApiError) => string,
): AutosaveState {
  const { failure } = state;
  if (failure?.part === part) return { status: 'failed', message: describe(failure.error) } as const;
  if (state.saving === part) return { status: 'saving' } as const;
  return state.unsaved.includes(part) ? ({ status: 'unsaved' } as const) : ({ status: 'saved' } as const);
}

const withPart = (parts: readonly SavePart[], part: SavePart, on: boolean): readonly SavePart[] =>
  on ? (parts.includes(part) ? parts : [...parts, part]) : parts.filter((p) => p !== part);

export interface ServerCopy {
  version: number;
  style?: CaptionStyle | null;
  edits?: VideoEdits;
}

/** The whole of the server's copy at one version, words included (null: no transcript yet). */
export interface WholeServerCopy extends Required<ServerCopy> {
  words: TranscriptEditorState['words'] | null;
}

export class EditorStore {
  #state: EditorState;
  readonly #listeners = new Set<() => void>();

  constructor(initial: { version: number; style: CaptionStyle | null }) {
    this.#state = {
      version: initial.version,
      transcript: null,
      style: initial.style,
      edits: null,
      unsaved: [],
      saving: null,
      failure: null,
      conflict: false,
      generation: 0,
      base: { style: initial.style, edits: null },
    };
  }

  getState = (): EditorState => this.#state;

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  #set(patch: Partial<EditorState>) {
    this.#state = { ...this.#state, ...patch };
    for (const listener of this.#listeners) listener();
  }

  // Changes made by the person.

  /** The transcript editor opened (from the saved words, or a restored draft). */
  openWords(transcript: TranscriptEditorState) {
    this.#set({ transcript, unsaved: withPart(this.#state.unsaved, 'words', hasUnsavedChanges(transcript)) });
  }

  closeWords() {
    this.#set({ transcript: null, unsaved: withPart(this.#state.unsaved, 'words', false) });
  }

  editWords(action: TranscriptEditAction) {
    const current = this.#state.transcript;
    if (!current) return;
    const transcript = transcriptEditorReducer(current, action);
    if (transcript === current) return;
    this.#set({ transcript, unsaved: withPart(this.#state.unsaved, 'words', hasUnsavedChanges(transcript)) });
  }

  setStyle(style: CaptionStyle) {
    this.#set({ style, unsaved: withPart(this.#state.unsaved, 'style', true) });
  }

  setEdits(patch: Partial<VideoEdits>) {
    const edits = {
      ...(this.#state.edits ?? videoEditsSchema.parse({})),
      ...patch,
    };
    this.#set({ edits, unsaved: withPart(this.#state.unsaved, 'edits', true) });
  }

  // What the server says.

  /**
   * A copy from the page's queries at the version this editor holds (the answers of its own
   * saves, the first load of the edits): each part not changed here follows it. A newer version
   * is not taken here: the saver's catchUp brings the whole copy of that version.
   */
  adopt(copy: Omit<ServerCopy, 'version'>) {
    const { unsaved, base } = this.#state;
    const patch: Partial<EditorState> = {};
    if (copy.style && !unsaved.includes('style')) patch.style = copy.style;
    if (copy.edits && (this.#state.edits === null || !unsaved.includes('edits'))) patch.edits = copy.edits;
    if (Object.keys(patch).length > 0)
      this.#set({ ...patch, base: { style: patch.style ?? base.style, edits: patch.edits ?? base.edits } });
  }

  /** The server's copy replaces this one (the person chose "Reload" after a conflict). */
  replaceWithServerCopy(copy: Required<ServerCopy>) {
    this.#set({
      version: copy.version,
      style: copy.style ?? this.#state.style,
      edits: copy.edits,
      transcript: null,
      unsaved: [],
      failure: null,
      conflict: false,
      generation: this.#state.generation + 1,
      base: { style: copy.style, edits: copy.edits },
    });
  }

  /**
   * A newer server copy, taken when none of the parts waiting to be saved here changed on the
   * server since this editor last knew them (the versions in between are this tab's own saves
   * before a reload, or changes to other parts; words the speaker analysis only labelled since
   * count as unchanged): those parts stay as they are here and will be saved on top of it, every
   * other part follows it. The panels stay as they are (a reload of the page often lands here, from
   * the copy kept since the last visit); the words follow the video's fresh transcript in the
   * transcript editor. False, and nothing taken, when the copy is not newer, or a waiting part did
   * change there: the person chooses.
   */
  rebase(copy: WholeServerCopy): boolean {
    const { transcript, unsaved, base, conflict } = this.#state;
    if (conflict || copy.version <= this.#state.version) return false;
    const unchangedThere = (part: SavePart) => {
      if (part === 'words')
        return transcript !== null && copy.words !== null && labelledSince(transcript.saved, copy.words);
      return base[part] !== null && sameJson(base[part], copy[part]);
    };
    if (!unsaved.every(unchangedThere)) return false;
    const style = unsaved.includes('style') ? this.#state.style : (copy.style ?? this.#state.style);
    const edits = unsaved.includes('edits') ? this.#state.edits : copy.edits;
    this.#set({ version: copy.version, style, edits, base: { style: copy.style, edits: copy.edits } });
    return true;
  }

  /** This copy is kept (the person chose "Keep mine"): all of it is saved over `version`. */
  keepOverVersion(version: number) {
    const { transcript, style, edits } = this.#state;
    const held: SavePart[] = [];
    if (transcript) held.push('words');
    if (style) held.push('style');
    if (edits) held.push('edits');
    this.#set({ version, unsaved: held, failure: null, conflict: false });
  }

  // The saver's reports.

  sending(part: SavePart) {
    this.#set({ saving: part });
  }

  /** The server stored `sent` as `version`, and holds it as `stored` (its answer's copy of the part). */
  saved(part: SavePart, sent: unknown, version: number, stored: unknown) {
    const state = this.#state;
    let { transcript, unsaved, base } = state;
    if (part === 'words' && transcript) {
      transcript = transcriptEditorReducer(transcript, {
        type: 'markSaved',
        sent: sent as TranscriptEditorState['words'],
        saved: stored as TranscriptEditorState['words'],
      });
      unsaved = withPart(unsaved, 'words', hasUnsavedChanges(transcript));
    } else if (part !== 'words') {
      if (state[part] === sent) unsaved = withPart(unsaved, part, false);
      base = { ...base, [part]: stored };
    }
    this.#set({
      version,
      transcript,
      unsaved,
      base,
      saving: null,
      failure: state.failure?.part === part ? null : state.failure,
    });
  }

  failed(failure: SaveFailure) {
    this.#set({ saving: null, failure });
  }

  conflicted() {
    this.#set({ saving: null, conflict: true });
  }
}
