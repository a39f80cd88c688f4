// Unsaved transcript edits, kept in the browser so they survive a reload. Spec §3: the editor
// state { jsonData } is stored under "persist:root", version 1, with only the editor part, in
// redux-persist's layout (each part JSON-encoded again inside the root object).
import type { TranscriptWord } from '@captionist/contracts';

export const PERSIST_STORAGE_KEY = 'persist:root';
export const PERSIST_VERSION = 1;

export interface TranscriptDraft {
  words: TranscriptWord[];
  /** transcriptVersion() of the server transcript the edits started from. */
  basedOn: string;
  savedAt: string;
}

const isWord = (value: unknown): value is TranscriptWord => {
  const word = value as Partial<TranscriptWord> | null;
  return (
    typeof word?.text === 'string' &&
    Number.isFinite(word.start) &&
    Number.isFinite(word.end) &&
    (word.confidence === null || typeof word.confidence === 'number')
  );
};

/** Storage can hold anything (another version, a hand edit): only a well-formed draft is used. */
function asDraft(value: unknown): TranscriptDraft | null {
  const draft = value as Partial<TranscriptDraft> | null;
  if (typeof draft?.basedOn !== 'string' || typeof draft.savedAt !== 'string') return null;
  if (!Array.isArray(draft.words) || !draft.words.every(isWord)) return null;
  return { words: draft.words, basedOn: draft.basedOn, savedAt: draft.savedAt };
}

type JsonData = Record<string, unknown>;
type PersistedRoot = Record<string, unknown>;

function parseJson(text: unknown): unknown {
  if (typeof text !== 'string') return text;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function readRoot(): PersistedRoot {
  try {
    const root = parseJson(window.localStorage.getItem(PERSIST_STORAGE_KEY));
    return typeof root === 'object' && root !== null ? (root as PersistedRoot) : {};
  } catch {
    return {};
  }
}

/** The editor's jsonData; state of another version is not ours to read (it would need a migration). */
function readJsonData(root: PersistedRoot): JsonData {
  const meta = parseJson(root._persist) as { version?: unknown } | undefined;
  if (meta?.version !== PERSIST_VERSION) return {};
  const editor = parseJson(root.editor) as { jsonData?: unknown } | undefined;
  const jsonData = editor?.jsonData;
  return typeof jsonData === 'object' && jsonData !== null ? (jsonData as JsonData) : {};
}

function writeJsonData(jsonData: JsonData) {
  const root = readRoot();
  const next = {
    ...root,
    editor: JSON.stringify({ jsonData }),
    _persist: JSON.stringify({ version: PERSIST_VERSION, rehydrated: true }),
  };
  try {
    window.localStorage.setItem(PERSIST_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // A full or blocked storage only costs the reload safety net; editing goes on.
  }
}

export function readDraft(videoId: string): TranscriptDraft | null {
  return asDraft(readJsonData(readRoot())[videoId]);
}

/** The editor's "set" action for one video. */
export function setDraft(videoId: string, draft: TranscriptDraft) {
  writeJsonData({ ...readJsonData(readRoot()), [videoId]: draft });
}

/** The editor's "clear" action for one video. */
export function clearDraft(videoId: string) {
  const jsonData = readJsonData(readRoot());
  if (!(videoId in jsonData)) return;
  const { [videoId]: _dropped, ...rest } = jsonData;
  writeJsonData(rest);
}
