// Who speaks when, from the two things the analysis hears and sees (docs/speakers.md "Putting them
// together"): the voices told apart by their sound (voice-turns.ts), and the people on screen whose
// mouths move with the speech (mouth-turns.ts). A mouth that moves is the surer sign, so it decides
// wherever one does; a voice that mostly speaks while one person's mouth moves is that person,
// also when their mouth is out of sight; any other voice is someone off screen.
import type { SpeakerFace, SpeakerTrack, SpeakerTurn } from '@captionist/contracts';
import type { SpeechTurn } from './speech-turns';

/** A voice is a person's when this share of its on-screen speech is theirs. */
const SAME_PERSON_SHARE = 0.6;
/** …and it was on screen for at least this share of its speech (else it is a voice off screen). */
const SEEN_SHARE = 0.3;
/** Turns of one speaker closer than this are one turn (a breath, a comma). */
const JOIN_GAP_MS = 300;

export interface PersonFace {
  t: number;
  person: number;
  x: number;
  y: number;
  w: number;
  h: number;
}

type Label = { kind: 'person' | 'voice'; index: number };

export function fusedSpeakers(
  voices: readonly SpeechTurn[],
  mouths: readonly SpeechTurn[],
  faces: readonly PersonFace[],
): Omit<SpeakerTrack, 'status' | 'progress' | 'error'> {
  const voiceToPerson = personOfEachVoice(voices, mouths);
  const segments: { start: number; end: number; label: Label }[] = [];
  for (const [start, end] of elementarySpans([...voices, ...mouths])) {
    const mouth = speakerDuring(mouths, start, end);
    const voice = speakerDuring(voices, start, end);
    let label: Label | undefined;
    if (mouth !== undefined && mouth >= 0) label = { kind: 'person', index: mouth };
    else if (voice !== undefined) {
      const person = voiceToPerson.get(voice);
      label = person === undefined ? { kind: 'voice', index: voice } : { kind: 'person', index: person };
    }
    if (label) segments.push({ start, end, label });
  }
  // Ids in order of first appearance: s1 speaks first.
  const ids = new Map<string, string>();
  const idOf = (label: Label) => {
    const key = `${label.kind}${label.index}`;
    let id = ids.get(key);
    if (!id) {
      id = `s${ids.size + 1}`;
      ids.set(key, id);
    }
    return id;
  };
  const turns: SpeakerTurn[] = [];
  for (const segment of segments) {
    const speaker = idOf(segment.label);
    const last = turns[turns.length - 1];
    if (last && last.speaker === speaker && segment.start - last.end_ms < JOIN_GAP_MS)
      last.end_ms = segment.end;
    else turns.push({ start_ms: Math.round(segment.start), end_ms: Math.round(segment.end), speaker });
  }
  const personIds = new Map(
    [...ids].filter(([key]) => key.startsWith('person')).map(([key, id]) => [Number(key.slice(6)), id]),
  );
  const speakerFaces: SpeakerFace[] = faces.flatMap((face) => {
    const speaker = personIds.get(face.person);
    return speaker ? [{ t_ms: Math.round(face.t), speaker, x: face.x, y: face.y, w: face.w, h: face.h }] : [];
  });
  return {
    method: personIds.size > 0 ? 'faces' : 'voices',
    speakers: [...ids].map(([key, id]) => ({ id, on_screen: key.startsWith('person') })),
    turns: turns.filter((turn) => turn.end_ms > turn.start_ms),
    faces: speakerFaces,
  };
}

/** Every boundary of every turn, as consecutive spans (some hold nobody). */
function elementarySpans(turns: readonly SpeechTurn[]): [number, number][] {
  const points = [...new Set(turns.flatMap((turn) => [turn.start, turn.end]))].sort((a, b) => a - b);
  return points.slice(1).map((end, i) => [points[i] as number, end]);
}

/** Who one set of turns says speaks over the span (it lies inside at most one turn of a set). */
function speakerDuring(turns: readonly SpeechTurn[], start: number, end: number): number | undefined {
  const middle = (start + end) / 2;
  return turns.find((turn) => turn.start <= middle && middle < turn.end)?.speaker;
}

/** Voices that speak mostly while one person's mouth moves are that person. */
function personOfEachVoice(
  voices: readonly SpeechTurn[],
  mouths: readonly SpeechTurn[],
): Map<number, number> {
  const spoken = new Map<number, number>();
  const seen = new Map<number, Map<number, number>>();
  for (const voice of voices) {
    spoken.set(voice.speaker, (spoken.get(voice.speaker) ?? 0) + voice.end - voice.start);
    for (const mouth of mouths) {
      if (mouth.speaker < 0) continue;
      const overlap = Math.min(voice.end, mouth.end) - Math.max(voice.start, mouth.start);
      if (overlap <= 0) continue;
      const people = seen.get(voice.speaker) ?? new Map<number, number>();
      people.set(mouth.speaker, (people.get(mouth.speaker) ?? 0) + overlap);
      seen.set(voice.speaker, people);
    }
  }
  const mapping = new Map<number, number>();
  for (const [voice, people] of seen) {
    const onScreen = [...people.values()].reduce((sum, ms) => sum + ms, 0);
    const [person, most] = [...people].sort((a, b) => b[1] - a[1])[0] ?? [-1, 0];
    if (onScreen >= SEEN_SHARE * (spoken.get(voice) ?? 0) && most >= SAME_PERSON_SHARE * onScreen)
      mapping.set(voice, person);
  }
  return mapping;
}
