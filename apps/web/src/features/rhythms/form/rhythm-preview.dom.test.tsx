import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { fullness, RhythmPreview } from './rhythm-preview.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const box = { kind: 'phases', inhale: 4, hold_in: 4, exhale: 4, hold_out: 4 } as const;

function prefersReducedMotion(matches: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => ({ matches, addEventListener: vi.fn(), removeEventListener: vi.fn() })),
  );
}

describe('the preview of the guide', () => {
  test('grows on breathing in, stays full through the hold, shrinks on breathing out', () => {
    expect(fullness('inhale', 0)).toBeCloseTo(0.35);
    expect(fullness('inhale', 0.5)).toBeCloseTo(0.675);
    expect(fullness('hold-in', 0.3)).toBe(1);
    expect(fullness('exhale', 1)).toBeCloseTo(0.35);
    expect(fullness('hold-out', 0.9)).toBeCloseTo(0.35);
  });

  test('draws the circle and names the phase, starting with breathing in', () => {
    prefersReducedMotion(false);
    const { container } = render(<RhythmPreview timing={box} ramp={null} />);
    expect(screen.getByText('Breathe in')).toBeInTheDocument();
    expect(container.querySelector('[aria-hidden="true"]')).not.toBeNull();
  });

  test('with reduced motion, only the phase’s name', () => {
    prefersReducedMotion(true);
    const { container } = render(<RhythmPreview timing={box} ramp={null} />);
    expect(screen.getByText('Breathe in')).toBeInTheDocument();
    expect(container.querySelector('[aria-hidden="true"]')).toBeNull();
  });

  test('says when there is nothing to preview yet', () => {
    render(<RhythmPreview timing={null} ramp={null} />);
    expect(screen.getByText(/The preview starts once/)).toBeInTheDocument();
  });
});
