// Reads ASS (and SSA) subtitles: the Dialogue lines of [Events], their fields in the order its
// Format line gives, the text with override blocks, drawings and escapes taken out, and karaoke
// tags (`\k`, `\kf`, `\ko`, `\K`) kept as the syllables' times. Our own documents
// (ass-document.ts) time every word that way, so they read back to the words and their times.
import {
  assertCueRoom,
  parseClockTime,
  type SubtitleCue,
  SubtitleImportError,
  type TimedRun,
} from './subtitle-cues';

/** The [Events] fields when a file has no Format line (ASS v4+; SSA's Marked sits where Layer is). */
const DEFAULT_FORMAT = [
  'layer',
  'start',
  'end',
  'style',
  'name',
  'marginl',
  'marginr',
  'marginv',
  'effect',
  'text',
];
const TIME_EXAMPLE = '0:00:01.00';
// Our documents put the hook title (not spoken) on this style beside the Caption style (ass-styles.ts).
const OUR_CAPTION_STYLE = 'Caption';
const OUR_HOOK_STYLE = 'Hook';

interface Dialogue {
  line: number;
  start: number;
  end: number;
  style: string;
  text: string;
}

export function readAss(lines: readonly string[]): SubtitleCue[] {
  let section = '';
  let hasEvents = false;
  let format = DEFAULT_FORMAT;
  let styleNameAt = 0;
  const styles = new Set<string>();
  const dialogues: Dialogue[] = [];
  lines.forEach((text, index) => {
    const line = index + 1;
    const header = /^\s*\[([^\]]+)\]\s*$/.exec(text);
    if (header) {
      section = (header[1] ?? '').trim().toLowerCase();
      hasEvents ||= section === 'events';
      return;
    }
    const entry = /^\s*([A-Za-z]+)\s*:\s?(.*)$/.exec(text);
    if (!entry) return;
    const [, kind = '', value = ''] = entry;
    const key = kind.toLowerCase();
    if (section.endsWith('styles')) {
      if (key === 'format') styleNameAt = Math.max(0, fieldNames(value).indexOf('name'));
      if (key === 'style') styles.add(value.split(',')[styleNameAt]?.trim() ?? '');
      return;
    }
    if (section !== 'events') return;
    if (key === 'format') format = eventFormat(value, line);
    // Comment, Picture, Sound, Movie and Command events show no words.
    if (key !== 'dialogue') return;
    assertCueRoom(dialogues.length, line);
    dialogues.push(dialogue(value, format, line));
  });
  if (!hasEvents)
    throw new SubtitleImportError(
      null,
      'This ASS file has no [Events] section, where its Dialogue lines go.',
    );
  const hook = styles.has(OUR_CAPTION_STYLE) && styles.has(OUR_HOOK_STYLE) ? OUR_HOOK_STYLE : null;
  return dialogues
    .filter((event) => event.style !== hook)
    .map(({ line, start, end, text }) => ({ start, end, line, runs: assRuns(text, start, end) }));
}

const fieldNames = (value: string) => value.split(',').map((name) => name.trim().toLowerCase());

function eventFormat(value: string, line: number): string[] {
  const names = fieldNames(value);
  if (!names.includes('start') || !names.includes('end') || !names.includes('text'))
    throw new SubtitleImportError(line, 'the Format line of [Events] must name Start, End and Text.');
  // Text is last because it may hold commas.
  if (names.at(-1) !== 'text')
    throw new SubtitleImportError(line, 'the Format line of [Events] must end with Text.');
  return names;
}

function dialogue(value: string, format: readonly string[], line: number): Dialogue {
  const fields: string[] = [];
  let rest = value;
  for (let index = 0; index < format.length - 1; index++) {
    const comma = rest.indexOf(',');
    if (comma < 0)
      throw new SubtitleImportError(
        line,
        `this Dialogue line has ${index + 1} fields where the Format line names ${format.length}.`,
      );
    fields.push(rest.slice(0, comma).trim());
    rest = rest.slice(comma + 1);
  }
  const field = (name: string) => fields[format.indexOf(name)] ?? '';
  const time = (name: 'start' | 'end') => {
    const ms = parseClockTime(field(name), line);
    if (ms === null)
      throw new SubtitleImportError(line, `the ${name} time should look like ${TIME_EXAMPLE}.`);
    return ms;
  };
  return { line, start: time('start'), end: time('end'), style: field('style'), text: rest };
}

const karaokeTag = /^(?:kf|ko|k|K)(\d+)/;
const drawingTag = /^p(\d+)/;

/**
 * The visible text of an event's Text field in runs: one for the event, or one per karaoke
 * syllable (its centiseconds counted from the event's start). Override blocks go (what is in
 * braces without tags is a comment), drawings (`\p1` … `\p0`) too; `\N` and `\n` break the line,
 * `\h` is a space that does not break; libass's `\{` `\}` and our own `\` + WORD JOINER
 * (escapeAssText) are the literal characters.
 */
export function assRuns(text: string, start: number, end: number): TimedRun[] {
  const runs: TimedRun[] = [];
  let run: TimedRun = { text: '', start, end };
  let sungCs = 0;
  let karaoke = false;
  let drawing = false;
  const at = (cs: number) => Math.min(end, start + cs * 10);
  const startSyllable = (cs: number) => {
    // Text before the first syllable is not sung: it takes no time.
    if (run.text) runs.push(karaoke ? run : { ...run, end: run.start });
    karaoke = true;
    run = { text: '', start: at(sungCs), end: at(sungCs + cs) };
    sungCs += cs;
  };
  for (let index = 0; index < text.length; ) {
    const char = text[index] ?? '';
    if (char === '{') {
      const close = text.indexOf('}', index + 1);
      // An unclosed brace is shown as it is.
      if (close < 0) {
        if (!drawing) run.text += text.slice(index);
        break;
      }
      for (const tag of text
        .slice(index + 1, close)
        .split('\\')
        .slice(1)) {
        const karaoke = karaokeTag.exec(tag);
        if (karaoke) startSyllable(Number(karaoke[1]));
        const draw = drawingTag.exec(tag);
        if (draw) drawing = Number(draw[1]) > 0;
      }
      index = close + 1;
      continue;
    }
    if (char === '\\') {
      const next = text[index + 1] ?? '';
      const escaped = escapes[next];
      if (escaped !== undefined) {
        if (!drawing) run.text += escaped;
        index += 2;
        continue;
      }
    }
    if (!drawing) run.text += char;
    index++;
  }
  if (run.text) runs.push(run);
  return runs;
}

const escapes: Record<string, string> = {
  N: '\n',
  n: '\n',
  h: '\u00a0',
  '{': '{',
  '}': '}',
  '\u2060': '\\',
};
