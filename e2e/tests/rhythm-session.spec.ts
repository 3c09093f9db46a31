import { expect, test } from '../support/fixtures.ts';
import {
  chooseDesign,
  demoAtHome,
  optionGroup,
  pacerOf,
  rateByKeyboard,
  startSession,
  submitBeforeRating,
} from '../support/session-journeys.ts';

/**
 * Issue 30: a person picks a rhythm on the design screen beside goal, time, narration and theme,
 * and the session breathes it: Box 4-4-4-4 holds after breathing in and after breathing out, the
 * guide's words follow, and the play tells the server which rhythm it was breathed in.
 */
test('a session breathed in Box 4-4-4-4: the guide holds, and the play keeps its rhythm', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await demoAtHome(page);
  await chooseDesign(page, {
    goal: 'Stress resilience',
    time: '5 min',
    narration: 'No narration',
    theme: 'Dawn',
  });
  const rhythms = optionGroup(page, 'Rhythm');
  // The person's resonance pace is the default, as sessions always were.
  await expect(
    rhythms.getByRole('radio', { name: 'My resonance pace', exact: true }),
  ).toBeChecked();
  const box = rhythms.getByRole('radio', { name: 'Box 4-4-4-4', exact: true });
  await box.click();
  await expect(box).toBeChecked();

  const play = page.waitForRequest((r) => r.url().endsWith('/api/v2/user/update-history'));
  await startSession(page);
  await rateByKeyboard(page, 3);
  await submitBeforeRating(page);
  const { caption } = pacerOf(page);
  await page.getByRole('button', { name: 'Begin', exact: true }).click();
  await page.getByRole('button', { name: 'Skip intro', exact: true }).click();
  await expect(caption).toHaveText('Breathe in');
  expect((await play).postDataJSON()).toMatchObject({
    rhythm: {
      name: 'Box 4-4-4-4',
      timing: { kind: 'phases', inhale: 4, hold_in: 4, exhale: 4, hold_out: 4 },
      ramp: null,
    },
  });
  // Four seconds each: in, hold, out, hold, then in again.
  for (const words of ['Hold', 'Breathe out', 'Hold', 'Breathe in']) {
    await expect(caption).toHaveText(words, { timeout: 8_000 });
  }
});
