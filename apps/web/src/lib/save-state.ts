// What a panel shows about the save of its part of the video being edited (the editor's saver
// reports it; components/SaveStateIndicator shows it).
export type AutosaveState =
  | { status: 'saved' }
  | { status: 'unsaved' }
  | { status: 'saving' }
  | { status: 'failed'; message: string };
