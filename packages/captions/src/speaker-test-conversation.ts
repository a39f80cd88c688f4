// Conversations with known turns and faces, for the speaker-following tests and
// bench/speaker-reframe.ts: people sitting at known places in a 16:9 frame, swaying a little, seen
// on the face track's 500 ms grid with the detector's faults (jitter, missed samples, a stray box
// now and then), trading turns as people do: statements, short answers, "yes"es while the other
// speaks, quick exchanges and pauses. Seeded, so every run is the same conversation.
import type { SpeakerFace, SpeakerTurn } from '@captionist/contracts';

export interface TestConversation {
  durationMs: number;
  turns: SpeakerTurn[];
  faces: SpeakerFace[];
  /** A speaker's true face centre at `ms`; null for a voice off screen. */
  faceAt(speaker: string, ms: number): { x: number; y: number } | null;
}

export interface ConversationPlan {
  durationMs: number;
  seed: number;
  /** The people on screen and where the middle of each one's face is (fraction of the width). */
  people: readonly { id: string; x: number }[];
  /** A voice heard but not seen (an interviewer behind the camera), speaking now and then. */
  offScreen?: string;
}

/** mulberry32: small, seeded, good enough for test data. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FACE_W = 0.12;
const FACE_H = 0.21;
const FACE_Y = 0.42;

export function testConversation(plan: ConversationPlan): TestConversation {
  const next = random(plan.seed);
  const between = (lo: number, hi: number) => lo + (hi - lo) * next();
  const ids = plan.people.map((person) => person.id);
  const turns: SpeakerTurn[] = [];
  const say = (speaker: string, start: number, length: number) => {
    const end = Math.min(plan.durationMs, Math.round(start + length));
    if (end > start) turns.push({ start_ms: Math.round(start), end_ms: end, speaker });
    return end;
  };
  let at = between(200, 1500);
  let speaker = ids[0] ?? 's1';
  const other = (of: string) => {
    const rest = ids.filter((id) => id !== of);
    return rest[Math.floor(next() * rest.length)] ?? of;
  };
  while (at < plan.durationMs - 500) {
    const kind = next();
    if (kind < 0.12 && ids.length > 1) {
      // A quick exchange: 4 to 7 short turns back and forth.
      const count = 4 + Math.floor(next() * 4);
      for (let i = 0; i < count; i++) {
        at = say(speaker, at, between(700, 2200)) + between(50, 400);
        speaker = other(speaker);
      }
    } else if (kind < 0.22 && plan.offScreen) {
      // A question from behind the camera, then an answer.
      at = say(plan.offScreen, at, between(1500, 5000)) + between(200, 900);
      speaker = ids[Math.floor(next() * ids.length)] ?? speaker;
    } else {
      // A statement, maybe with the other saying "yes" in the middle of it.
      const length = Math.exp(between(Math.log(2000), Math.log(14000)));
      if (next() < 0.25 && ids.length > 1 && length > 4000) {
        const first = between(0.3, 0.7) * length;
        const end = say(speaker, at, first);
        const nod = say(other(speaker), end, between(300, 700));
        at = say(speaker, nod, length - first);
      } else at = say(speaker, at, length);
      // Mostly a short gap, sometimes a pause to think.
      at += next() < 0.15 ? between(1500, 4000) : between(100, 900);
      if (next() < 0.8) speaker = other(speaker);
    }
  }
  const faceAt = (id: string, ms: number) => {
    const index = ids.indexOf(id);
    const person = plan.people[index];
    if (!person) return null;
    const t = ms / 1000;
    return {
      x: person.x + 0.01 * Math.sin(t / (1.1 + 0.3 * index) + index),
      y: FACE_Y + 0.008 * Math.sin(t / (0.9 + 0.2 * index) + 2 * index),
    };
  };
  const faces: SpeakerFace[] = [];
  for (let t = 0; t <= plan.durationMs; t += 500) {
    for (const id of ids) {
      const roll = next();
      if (roll < 0.03) continue; // missed: turned away, a hand in front
      const centre = faceAt(id, t) as { x: number; y: number };
      // Now and then a box somewhere else (a stray detection taken for this person).
      const stray = roll > 0.995;
      const x = stray ? between(0.1, 0.9) : centre.x + between(-0.005, 0.005);
      const y = stray ? between(0.2, 0.7) : centre.y + between(-0.005, 0.005);
      faces.push({ t_ms: t, speaker: id, x: x - FACE_W / 2, y: y - FACE_H / 2, w: FACE_W, h: FACE_H });
    }
  }
  return { durationMs: plan.durationMs, turns, faces, faceAt };
}
