import { describe, expect, it } from 'vitest';
import { fusedSpeakers } from './speaker-fusion';

const turn = (start: number, end: number, speaker: number) => ({ start, end, speaker });
const face = (t: number, person: number, x: number) => ({ t, person, x, y: 0.3, w: 0.1, h: 0.2 });

describe('fusedSpeakers', () => {
  it('takes the voices alone when nobody is seen, numbered by who speaks first', () => {
    const found = fusedSpeakers([turn(0, 1000, 1), turn(1200, 2000, 0), turn(2100, 3000, 1)], [], []);
    expect(found).toEqual({
      method: 'voices',
      speakers: [
        { id: 's1', on_screen: false },
        { id: 's2', on_screen: false },
      ],
      turns: [
        { start_ms: 0, end_ms: 1000, speaker: 's1' },
        { start_ms: 1200, end_ms: 2000, speaker: 's2' },
        { start_ms: 2100, end_ms: 3000, speaker: 's1' },
      ],
      faces: [],
    });
  });

  it('lets a moving mouth decide, and gives a voice heard while nobody moves to the person it matches', () => {
    // Voice 0 is person 1 whenever a mouth is seen; its last turn is heard with no mouth moving
    // (a hand in front of it): still person 1. Voice 1 is never seen: someone off screen.
    const voices = [turn(0, 2000, 0), turn(2000, 4000, 1), turn(4000, 6000, 0), turn(6000, 7000, 0)];
    const mouths = [turn(0, 2000, 1), turn(2000, 4000, -1), turn(4000, 6000, 1), turn(6000, 7000, -1)];
    const faces = [face(0, 0, 0.2), face(0, 1, 0.7), face(500, 1, 0.7)];
    const found = fusedSpeakers(voices, mouths, faces);
    expect(found.method).toBe('faces');
    expect(found.speakers).toEqual([
      { id: 's1', on_screen: true },
      { id: 's2', on_screen: false },
    ]);
    expect(found.turns).toEqual([
      { start_ms: 0, end_ms: 2000, speaker: 's1' },
      { start_ms: 2000, end_ms: 4000, speaker: 's2' },
      { start_ms: 4000, end_ms: 7000, speaker: 's1' },
    ]);
    // The person who never speaks has no faces kept: they are not a speaker.
    expect(found.faces.map((f) => [f.t_ms, f.speaker, f.x])).toEqual([
      [0, 's1', 0.7],
      [500, 's1', 0.7],
    ]);
  });

  it('trusts the mouths over a voice that sounds alike for two people', () => {
    // One voice cluster for both (similar voices); the mouths tell them apart.
    const voices = [turn(0, 4000, 0)];
    const mouths = [turn(0, 2000, 0), turn(2000, 4000, 1)];
    const found = fusedSpeakers(voices, mouths, [face(0, 0, 0.2), face(0, 1, 0.7)]);
    expect(found.turns.map((t) => t.speaker)).toEqual(['s1', 's2']);
    expect(found.speakers.every((s) => s.on_screen)).toBe(true);
  });
});
