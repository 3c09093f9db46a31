import { describe, expect, it } from 'vitest';
import type { TRhythm } from '@resona/contract';
import { RESONANCE_PACE, rhythmChoices } from './rhythm-choice.ts';

const own = (id: number, name: string, ramp: TRhythm['ramp'] = null): TRhythm => ({
  rhythm_id: id,
  name,
  position: id,
  timing: { kind: 'phases', inhale: 4, hold_in: 0, exhale: 6, hold_out: 0 },
  ramp,
  updated_at: '2026-11-28T00:00:00.000Z',
});

describe('the rhythms the design screen offers', () => {
  const choices = rhythmChoices(
    [own(7, 'Evening'), own(9, 'Settling', { from_pace: 7, minutes: 3 })],
    (key) => `«${key}»`,
  );

  it('starts with the resonance pace, which breathes the exercise’s own pace', () => {
    expect(choices[0]).toEqual({
      id: RESONANCE_PACE,
      label: { key: 'rhythmStartResonance' },
      rhythm: null,
    });
  });

  it('offers each starting point by its translated name, then the person’s own in their order', () => {
    expect(choices.map((c) => c.id)).toEqual([0, -1, -2, -3, -4, 7, 9]);
    expect(choices[3]!.rhythm).toEqual({
      name: '«rhythmStartBox»',
      timing: { kind: 'phases', inhale: 4, hold_in: 4, exhale: 4, hold_out: 4 },
      ramp: null,
    });
    expect(choices[5]).toMatchObject({ label: { text: 'Evening' }, rhythm: { name: 'Evening' } });
  });

  it('offers a rhythm that eases down with its ramp, which the session breathes', () => {
    expect(choices[6]!.rhythm).toEqual({
      name: 'Settling',
      timing: { kind: 'phases', inhale: 4, hold_in: 0, exhale: 6, hold_out: 0 },
      ramp: { from_pace: 7, minutes: 3 },
    });
  });
});
