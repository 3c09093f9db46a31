import { screen, waitFor, within } from '@testing-library/react';
import { callRoutes, type TAdminProgram } from '@resona/contract';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { fakeApi, on } from '../../../test/fake-api.ts';
import { renderPage } from '../../../test/render.tsx';
import { ProgramsPage } from './programs-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const BOX = {
  name: 'Box 4-4-4-4',
  timing: { kind: 'phases', inhale: 4, hold_in: 4, exhale: 4, hold_out: 4 },
  ramp: null,
} as const;

const program: TAdminProgram = {
  id: 3,
  title: 'Protocol week',
  cohort_id: 1,
  cohort_name: 'Arm A',
  user_email: null,
  items: 3,
  rhythms: [BOX, { ...BOX, name: 'Box, easing in', ramp: { from_pace: 7, minutes: 3 } }],
  own_pace_items: 2,
  done_percent: 100,
  first_due: '2030-01-01',
  last_due: '2030-01-03',
  created_at: '2029-12-31T10:00:00.000Z',
};

function openPage(refuse?: Record<string, string>) {
  const api = fakeApi({
    [on(callRoutes.adminPrograms)]: { data: { programs: [program] } },
    [on(callRoutes.adminCohorts)]: {
      data: {
        cohorts: [
          { id: 1, name: 'Arm A', created_at: '2029-12-01T00:00:00Z', members: 2, codes: 1 },
        ],
      },
    },
    [on(callRoutes.adminExercises)]: {
      data: {
        exercises: [
          { id: 11, title: 'Calm', goal: 'Stress', minutes: 5, theme: 'Dawn', narration: 'None' },
        ],
      },
    },
    [on(callRoutes.adminAssignProgram)]: refuse
      ? {
          status: 400,
          message: 'Please check the fields',
          data: {
            error_type: 'VALIDATION_ERROR',
            status_code: 400,
            message: 'Please check the fields',
            fields: refuse,
          },
        }
      : { message: 'Program assigned', data: { program } },
  });
  return { ...renderPage(<ProgramsPage />), api };
}

const assignForm = () => screen.getByRole('heading', { name: 'Assign a program' }).closest('form')!;

describe("the console's programs", () => {
  test('lists the rhythms a program fixes and how many items keep the own pace', async () => {
    openPage();
    const row = (await screen.findByRole('cell', { name: 'Protocol week' })).closest('tr')!;
    expect(row).toHaveTextContent('Box 4-4-4-4');
    expect(row).toHaveTextContent('4 · 4 · 4 · 4 s — 3.75 breaths a minute');
    expect(row).toHaveTextContent('Box, easing in');
    expect(row).toHaveTextContent('3.75 breaths a minute · 7 → 3.75 over 3 min');
    expect(row).toHaveTextContent('2 at the participant’s own pace');
  });

  test('fixes Box for an item; the own pace stays the default and sends no rhythm', async () => {
    const { user, api } = openPage();
    const form = assignForm();
    await user.type(within(form).getByRole('textbox', { name: 'Title' }), 'Protocol week');
    await user.selectOptions(await within(form).findByRole('combobox', { name: 'Cohort' }), '1');
    const exercise = within(form).getByRole('combobox', { name: 'Exercise' });
    await waitFor(() => expect(within(exercise).getAllByRole('option')).toHaveLength(2));
    await user.selectOptions(exercise, '11');
    const rhythm = within(form).getByRole('combobox', { name: 'Rhythm' });
    expect(rhythm).toHaveValue('own');
    expect(within(rhythm).getByRole('option', { name: /^Box 4-4-4-4 — 4 · 4/ })).toBeTruthy();
    await user.selectOptions(rhythm, 'box');
    await user.click(within(form).getByRole('button', { name: 'Add an exercise' }));
    await user.click(within(form).getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST')).toBe(true));
    const sent = api.calls.find((c) => c.method === 'POST')!.body as {
      items: { rhythm: unknown }[];
    };
    expect(sent.items.map((i) => i.rhythm)).toEqual([BOX, null]);
  });

  test('a rhythm typed as phases: its name and seconds, each refusal under its field', async () => {
    const { user, api } = openPage({
      'items.0.rhythm.name': 'rhythmNameRequired',
      'items.0.rhythm.timing.inhale': 'rhythmBreathRange',
    });
    const form = assignForm();
    await user.selectOptions(
      within(form).getByRole('combobox', { name: 'Rhythm' }),
      'Type the phases (seconds)',
    );
    await user.type(within(form).getByRole('textbox', { name: 'Breathe in (s)' }), '0,5');
    await user.type(within(form).getByRole('textbox', { name: 'Breathe out (s)' }), '6');
    await user.click(within(form).getByRole('button', { name: 'Assign' }));
    expect(
      await within(form).findByText('Breathing in and breathing out each last 1 to 20 seconds'),
    ).toBeTruthy();
    expect(
      within(form).getByRole('textbox', { name: 'Name of the rhythm' }),
    ).toHaveAccessibleDescription('Give your rhythm a name');
    const sent = api.calls.find((c) => c.method === 'POST')!.body as {
      items: { rhythm: unknown }[];
    };
    expect(sent.items[0]!.rhythm).toEqual({
      name: '',
      timing: { kind: 'phases', inhale: 0.5, hold_in: 0, exhale: 6, hold_out: 0 },
      ramp: null,
    });
  });
});
