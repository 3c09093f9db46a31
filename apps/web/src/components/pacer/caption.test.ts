import { describe, expect, it } from 'vitest';
import { captionOf, sameCaption, secondsLeft, vibrationFor } from './caption.ts';
import { PacerEngine } from './engine.ts';

describe('captions', () => {
  const engine = new PacerEngine({ bpm: 5 }, 0);

  it('counts whole seconds down to the boundary', () => {
    expect(secondsLeft({ phaseEnd: 6000 }, 0)).toBe(6);
    expect(secondsLeft({ phaseEnd: 6000 }, 1)).toBe(6);
    expect(secondsLeft({ phaseEnd: 6000 }, 1000)).toBe(5);
    expect(secondsLeft({ phaseEnd: 6000 }, 5999)).toBe(1);
    expect(secondsLeft({ phaseEnd: 6000 }, 6000)).toBe(0);
    expect(secondsLeft({ phaseEnd: 6000 }, 7000)).toBe(0);
  });

  it('changes only with the phase, the cycle or the pause, over a whole minute of frames', () => {
    let caption = captionOf(engine.phaseAt(0), 0);
    let changes = 0;
    for (let t = 0; t < 60_000; t += 16.7) {
      const next = captionOf(engine.phaseAt(t), t);
      if (!sameCaption(caption, next)) changes++;
      caption = next;
    }
    expect(changes).toBe(9);
    expect(caption).toMatchObject({ phase: 'exhale', cycle: 4, paused: false });
  });

  it('vibrates differently for in and out', () => {
    expect(vibrationFor('inhale')).not.toEqual(vibrationFor('exhale'));
    expect(vibrationFor('hold-in').every((ms) => ms > 0)).toBe(true);
  });
});
