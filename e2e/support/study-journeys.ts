import type { Page } from '@playwright/test';

/** A study questionnaire's Submit button, shown once the bot check is passed. */
export const studySubmitButton = (page: Page) =>
  page.getByRole('button', { name: 'Submit', exact: true });

/** Answers every required question with its first choice and sends the questionnaire. */
export async function answerAndSubmit(page: Page) {
  const groups = page.getByRole('radiogroup');
  const required = await groups.count();
  for (let i = 0; i < required; i += 1) await groups.nth(i).getByRole('radio').first().click();
  const sent = page.waitForResponse((r) => r.url().endsWith('/api/v1/survey/add-survey'));
  await studySubmitButton(page).click();
  return sent;
}
