import { act, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { callRoutes } from '@resona/contract';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { changeLanguage } from '../../../i18n/index.ts';
import { startCurrentSession } from '../../../lib/current-session.ts';
import { buildExercise, buildUserDetails, fakeApi, on } from '../../../test/fake-api.ts';
import { sessionStore } from '../../../lib/session.ts';
import { renderPage, renderWithUser } from '../../../test/render.tsx';
import { BeforeRatingPage } from './before-rating-page.tsx';
import { FaceScale } from './face-scale.tsx';

afterEach(() => vi.unstubAllGlobals());

function Scale({ dir }: { dir?: 'ltr' | 'rtl' }) {
  const [value, setValue] = useState<number | undefined>(undefined);
  return (
    <div dir={dir}>
      <p id="question">How stressed do you feel?</p>
      <FaceScale
        value={value}
        onChange={setValue}
        lowLabel="Very stressed"
        highLabel="Very relaxed"
        labelledBy="question"
      />
      <output>{value ?? 'none'}</output>
    </div>
  );
}

describe('the face scale', () => {
  test('five faces, named by place and with the ends’ words, none chosen at first', () => {
    renderWithUser(<Scale />);
    const group = screen.getByRole('radiogroup', { name: 'How stressed do you feel?' });
    const faces = within(group).getAllByRole('radio');
    expect(faces.map((face) => face.getAttribute('aria-label'))).toEqual([
      '1 of 5 — Very stressed',
      '2 of 5',
      '3 of 5',
      '4 of 5',
      '5 of 5 — Very relaxed',
    ]);
    for (const face of faces) expect(face).not.toBeChecked();
    expect(group).toBeRequired();
  });

  test('a tap chooses a face, and another tap moves the choice', async () => {
    const { user } = renderWithUser(<Scale />);
    await user.click(screen.getByRole('radio', { name: '4 of 5' }));
    expect(screen.getByRole('radio', { name: '4 of 5' })).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('4');

    await user.click(screen.getByRole('radio', { name: '1 of 5 — Very stressed' }));
    expect(screen.getByRole('radio', { name: '1 of 5 — Very stressed' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '4 of 5' })).not.toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('1');
  });

  test('the arrow keys move from face to face and choose it', async () => {
    const { user } = renderWithUser(<Scale />);
    const faces = screen.getAllByRole('radio');
    // Held down as a person presses a key: Radix moves focus a moment after the key goes down.
    const press = async (key: string, to: number) => {
      await user.keyboard(`{${key}>}`);
      await waitFor(() => expect(faces[to - 1]).toHaveFocus());
      await user.keyboard(`{/${key}}`);
    };
    await user.click(screen.getByRole('radio', { name: '3 of 5' }));
    await press('ArrowRight', 4);
    expect(screen.getByRole('radio', { name: '4 of 5' })).toBeChecked();
    await press('ArrowLeft', 3);
    await press('ArrowLeft', 2);
    expect(screen.getByRole('radio', { name: '2 of 5' })).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('2');
  });

  test('in Arabic (right to left) the arrow to the left moves toward 5', async () => {
    await act(() => changeLanguage('ar', false));
    const { user } = renderWithUser(<Scale />);
    const faces = screen.getAllByRole('radio');
    await user.click(faces[2]!);
    await user.keyboard('{ArrowLeft>}');
    await waitFor(() => expect(faces[3]).toHaveFocus());
    await user.keyboard('{/ArrowLeft}');
    expect(faces[3]).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('4');
  });

  test('Tab reaches the scale once, on the chosen face', async () => {
    const { user } = renderWithUser(
      <>
        <button type="button">before</button>
        <Scale />
        <button type="button">after</button>
      </>,
    );
    await user.click(screen.getByRole('radio', { name: '2 of 5' }));
    await user.click(screen.getByRole('button', { name: 'before' }));
    await user.tab();
    expect(screen.getByRole('radio', { name: '2 of 5' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'after' })).toHaveFocus();
  });
});

describe('the rating before a session', () => {
  test('asks the question, refuses a submit without a face, then sends the face chosen', async () => {
    startCurrentSession([buildExercise({ exerciseID: 42 })]);
    // A session's writes are someone's: they go through that account's write queue.
    sessionStore.signIn(buildUserDetails());
    const api = fakeApi({
      [on(callRoutes.experienceFeedback)]: {
        data: {
          experience: {
            experienceID: 1,
            exercise_id: 42,
            type: 1,
            rating: 4,
            feedback: null,
            experience_id: null,
            created_at: '2026-11-26 06:00:00',
          },
        },
      },
    });
    const { user } = renderPage(<BeforeRatingPage />, {
      path: '/Home/before-rating-section',
      others: ['/Home/new-intro'],
    });
    expect(
      screen.getByRole('radiogroup', { name: 'How stressed do you feel right now?' }),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const group = screen.getByRole('radiogroup');
    expect(await screen.findByText('Please choose a rating from 1 to 5')).toBeVisible();
    expect(group).toHaveAccessibleDescription('Please choose a rating from 1 to 5');
    expect(api.calls).toHaveLength(0);

    await user.click(screen.getByRole('radio', { name: '4 of 5' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: 'page /Home/new-intro' })).toBeVisible();
    expect(api.calls[0]?.body).toMatchObject({ rating: 4, exercise_id: 42, type: 1 });
  });
});
