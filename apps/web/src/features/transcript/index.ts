// The transcript feature as other features see it (biome.json names the features that may import it):
// the pure transcript operations (lines, history, drafts, low-confidence words).
export { findActiveWord } from './active-word';
export type { TranscriptLine } from './group-lines';
export { groupLines } from './group-lines';
export { countLowConfidence, nextLowConfidenceIndex } from './low-confidence';
export type { TranscriptDraft } from './transcript-drafts';
export { clearDraft, readDraft, setDraft } from './transcript-drafts';
export type { TranscriptEditAction, TranscriptEditorState } from './transcript-history';
export {
  canRedo,
  canUndo,
  createEditorState,
  hasUnsavedChanges,
  labelledSince,
  transcriptEditorReducer,
} from './transcript-history';
export { draftFits, transcriptVersion } from './transcript-version';
export type { WordEdge } from './word-operations';
