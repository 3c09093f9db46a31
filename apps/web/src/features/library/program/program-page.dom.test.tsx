import { cleanup, screen } from '@testing-library/react';
import { callRoutes, type TProgramExercise } from '@resona/contract';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { clearCurrentSession, readCurrentSession } from '../../../lib/current-session.ts';
import { sessionStore } from '../../../lib/session.ts';
import { buildExercise, buildUserDetails, fakeApi, on } from '../../../test/fake-api.ts';
import { renderPage } from '../../../test/render.tsx';
import { ProgramPage } from './program-page.tsx';

beforeEach(() => sessionStore.signIn(buildUserDetails({ has_program: 1 })));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearCurrentSession();
  sessionStore.clear();
});

const BOX = {
  name: 'Box 4-4-4-4',
  timing: { kind: 'phases', inhale: 4, hold_in: 4, exhale: 4, hold_out: 4 },
  ramp: null,
} as const;

const item = (id: number, title: string, rhythm: TProgramExercise['rhythm']): TProgramExercise => ({
  ...buildExercise({ exerciseID: id, title }),
  program_item_id: id,
  program_id: 1,
  program_title: 'Protocol week',
  due_date: '2030-01-0' + String(id - 10),
  rhythm,
});

function openForYou() {
  fakeApi({
    [on(callRoutes.programExercises)]: {
      data: {
        program_exercises_list: [item(11, 'fixed box', BOX), item(12, 'own pace', null)],
        data_found: 1,
        message: '',
      },
    },
  });
  return renderPage(<ProgramPage />, { path: '/program', others: ['/Home/before-rating-section'] });
}

describe('For You with a rhythm fixed by the researcher', () => {
  test('names the rhythm and starts the session in it, with no other to pick', async () => {
    const { user } = openForYou();
    const fixed = await screen.findByRole('button', { name: /fixed box/ });
    expect(fixed).toHaveTextContent('Rhythm: Box 4-4-4-4');
    expect(screen.getByRole('button', { name: /own pace/ })).not.toHaveTextContent('Rhythm:');
    await user.click(fixed);
    expect(
      await screen.findByRole('heading', { name: 'page /Home/before-rating-section' }),
    ).toBeInTheDocument();
    expect(readCurrentSession()).toMatchObject({
      exercises: [{ exerciseID: 11 }],
      rhythm: BOX,
    });
  });

  test("an item without one starts at the participant's own pace", async () => {
    const { user } = openForYou();
    await user.click(await screen.findByRole('button', { name: /own pace/ }));
    expect(
      await screen.findByRole('heading', { name: 'page /Home/before-rating-section' }),
    ).toBeInTheDocument();
    expect(readCurrentSession()).toMatchObject({ exercises: [{ exerciseID: 12 }], rhythm: null });
  });
});
