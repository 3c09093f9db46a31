import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, test } from 'vitest';
import { renderWithUser } from '../../../test/render.tsx';
import { OptionGroup } from './option-group.tsx';

const GOALS = [
  { id: 1, label: 'Stress resilience' },
  { id: 2, label: 'Focus' },
  { id: 3, label: 'Sleep' },
];

function Goals({ start = null }: { start?: number | null }) {
  const [value, setValue] = useState<number | null>(start);
  return (
    <>
      <OptionGroup
        title="Goal"
        options={GOALS}
        value={value}
        onChoose={setValue}
        placeholder="Loading…"
      />
      <OptionGroup title="Time" options={null} value={null} onChoose={() => {}} placeholder="…" />
      <output>{value ?? 'none'}</output>
    </>
  );
}

describe('a design option group', () => {
  test('a radio group named by its heading, its radios by their labels, none chosen at first', () => {
    renderWithUser(<Goals />);
    const group = screen.getByRole('radiogroup', { name: 'Goal' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['1', '2', '3']);
    expect(within(group).getByRole('radio', { name: 'Focus' })).not.toBeChecked();
    expect(within(group).queryByRole('radio', { checked: true })).toBeNull();
    // A group with nothing to offer yet shows its note, and no radio group.
    expect(screen.getAllByRole('radiogroup')).toHaveLength(1);
    expect(screen.getByText('…')).toBeInTheDocument();
  });

  test('a click on a label chooses; arrow keys move the choice within the group only', async () => {
    const { user } = renderWithUser(<Goals start={1} />);
    await user.click(screen.getByText('Sleep'));
    expect(screen.getByRole('radio', { name: 'Sleep' })).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('3');

    await user.click(screen.getByRole('radio', { name: 'Stress resilience' }));
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Focus' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Focus' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('2');
  });

  test('the radios of two groups are not one group', () => {
    renderWithUser(
      <>
        <OptionGroup title="A" options={GOALS} value={1} onChoose={() => {}} placeholder="" />
        <OptionGroup title="B" options={GOALS} value={2} onChoose={() => {}} placeholder="" />
      </>,
    );
    const [a, b] = screen.getAllByRole('radiogroup');
    expect(within(a!).getByRole('radio', { name: 'Stress resilience' })).toBeChecked();
    expect(within(b!).getByRole('radio', { name: 'Focus' })).toBeChecked();
  });
});
