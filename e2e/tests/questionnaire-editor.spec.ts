import type { Locator } from '@playwright/test';
import { grantAdminTo, openSection } from '../support/admin-journeys.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { newUserAtAlgorithm } from '../support/journeys.ts';

/** One text box of a six-language field: named by the field and the language. */
const box = (scope: Locator, field: string, language: string) =>
  scope.getByRole('textbox', { name: `${field} ${language}`, exact: true });

/**
 * The questionnaire editor (issue 20): a researcher builds the post-study questionnaire in the
 * form, one question of each type, in English and German, is told what is wrong beside the
 * field, checks the preview in both languages, and saves a new version that a participant is
 * then served.
 */
test('a researcher builds a questionnaire in the form and a participant answers it', async ({
  browser,
  page,
}) => {
  // Two sign-ups and sign-ins and the survey page, each behind a proof-of-work bot check.
  test.setTimeout(480_000);
  const researcher = await newUserAtAlgorithm(browser, page);
  await grantAdminTo(page, researcher);
  await page.goto('/admin');
  await openSection(page, 'Study surveys', 'Study surveys');
  await page.getByRole('tab', { name: 'Post-study survey' }).click();
  const post = page.getByRole('region', { name: /^Post-study survey · Version \d+$/ });
  const before = Number(
    /(\d+)$/.exec((await post.getByRole('heading', { level: 2 }).textContent())!)![1],
  );

  // Start from nothing: remove the seeded questions; Save then says a question is needed.
  const questions = post.getByRole('group', { name: /^Question \d+/ });
  while ((await questions.count()) > 0) {
    await post.getByRole('button', { name: 'Remove question 1' }).click();
  }
  await post.getByRole('button', { name: 'Save as a new version' }).click();
  await expect(post.getByText('Add at least one question')).toBeVisible();

  await box(post, 'Title', 'English').fill('Closing check-in');
  await box(post, 'Title', 'Deutsch').fill('Abschließende Befragung');
  await box(post, 'Introduction', 'English').fill('Three questions about the last weeks.');
  await box(post, 'Introduction', 'Deutsch').fill('Drei Fragen zu den letzten Wochen.');

  // A single-choice question, by keyboard: the new question's English text has the focus.
  await post.getByRole('button', { name: 'Add a single-choice question' }).click();
  await page.keyboard.type('How rested do you feel?');
  const single = questions.nth(0);
  await single.getByLabel('Id', { exact: true }).fill('rested');
  await box(single, 'Question', 'Deutsch').fill('Wie erholt fühlen Sie sich?');
  await box(single, 'Choice 1', 'English').fill('Rested');
  await box(single, 'Choice 1', 'Deutsch').fill('Erholt');
  await single.getByLabel('Value stored for choice 1').fill('rested');
  await single.getByLabel('Value stored for choice 2').fill('rested');

  // A scale, and a free-text question that need not be answered.
  await post.getByRole('button', { name: 'Add a 1–5 scale question' }).click();
  const scale = questions.nth(1);
  await page.keyboard.type('How calm were your days?');
  await box(scale, 'Question', 'Deutsch').fill('Wie ruhig waren Ihre Tage?');
  await box(scale, 'Label at 1', 'English').fill('Not at all');
  await box(scale, 'Label at 5', 'English').fill('Completely');
  await box(scale, 'Label at 1', 'Deutsch').fill('Gar nicht');
  await box(scale, 'Label at 5', 'Deutsch').fill('Völlig');
  await scale.getByLabel('Id', { exact: true }).fill('rested');

  await post.getByRole('button', { name: 'Add a free-text question' }).click();
  const text = questions.nth(2);
  await page.keyboard.type('What would you tell a friend?');
  await box(text, 'Question', 'Deutsch').fill('Was würden Sie einer Freundin erzählen?');
  await text.getByLabel('An answer is required').uncheck();
  await text.getByLabel('Longest answer (characters)').fill('');

  // Save: each problem is told beside its field, and the first one takes the focus.
  await post.getByRole('button', { name: 'Save as a new version' }).click();
  await expect(single.getByLabel('Value stored for choice 2')).toBeFocused();
  await expect(box(single, 'Choice 2', 'English')).toHaveAttribute('aria-invalid', 'true');
  await expect(single.getByText('This field is required')).toBeVisible();
  await expect(single.getByText('Each choice needs its own value')).toBeVisible();
  await expect(scale.getByText('Each question needs its own id')).toBeVisible();
  await expect(text.getByText('A whole number from 1 to 4000')).toBeVisible();
  await expect(post.getByText('Fields that need attention: 4.', { exact: false })).toBeVisible();
  // Untranslated boxes say so in words.
  await expect(box(single, 'Question', 'Français')).toHaveAttribute(
    'aria-describedby',
    /-missing$/,
  );
  await expect(post.getByText(/^Missing translations .*Français \d+/)).toBeVisible();

  await box(single, 'Choice 2', 'English').fill('Tired');
  await box(single, 'Choice 2', 'Deutsch').fill('Müde');
  await single.getByLabel('Value stored for choice 2').fill('tired');
  await scale.getByLabel('Id', { exact: true }).fill('calm_days');
  await text.getByLabel('Longest answer (characters)').fill('300');
  await expect(post.getByText(/Fields that need attention/)).toHaveCount(0);

  // Reorder: the free-text question up and back down, focus staying on its button.
  await post.getByRole('button', { name: 'Move question 3 up' }).click();
  await expect(post.getByRole('group', { name: 'Question 2 q3' })).toBeVisible();
  await expect(post.getByRole('button', { name: 'Move question 2 up' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(post.getByRole('button', { name: 'Move question 2 down' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(post.getByRole('group', { name: 'Question 3 q3' })).toBeVisible();
  // Last again, it cannot go further down: the focus is on its other arrow.
  await expect(post.getByRole('button', { name: 'Move question 3 up' })).toBeFocused();

  // The preview draws it as participants see it, in the language chosen.
  const preview = post.getByRole('region', { name: 'Preview' });
  await preview.getByLabel('Preview language').selectOption({ label: 'English' });
  await expect(preview.getByRole('heading', { name: 'Closing check-in' })).toBeVisible();
  await expect(preview.getByRole('radiogroup', { name: 'How rested do you feel?' })).toBeVisible();
  await expect(preview.getByRole('radio', { name: 'Tired' })).toBeVisible();
  await expect(preview.getByText('5 = Completely')).toBeVisible();
  await preview.getByLabel('Preview language').selectOption({ label: 'Deutsch' });
  await expect(preview.getByRole('heading', { name: 'Abschließende Befragung' })).toBeVisible();
  await expect(preview.getByRole('radio', { name: 'Müde' })).toBeVisible();
  // French has no translation: participants get the English.
  await preview.getByLabel('Preview language').selectOption({ label: 'Français' });
  await expect(preview.getByRole('radio', { name: 'Rested' })).toBeVisible();
  await preview.getByLabel('Preview language').selectOption({ label: 'العربية' });
  await expect(preview.locator('[dir="rtl"][lang="ar"]')).toBeVisible();
  await expectAccessible(page);

  // Save makes the next version, listed as served; saving it again unchanged makes none.
  await post.getByRole('button', { name: 'Save as a new version' }).click();
  await expect(
    page.getByText(`Questionnaire saved as version ${before + 1}`).first(),
  ).toBeVisible();
  const saved = page.getByRole('region', { name: `Post-study survey · Version ${before + 1}` });
  await expect(saved).toBeVisible();
  const history = saved.getByRole('region', { name: 'Versions' });
  const served = history.getByRole('row', { name: new RegExp(`^${before + 1} served`) });
  await expect(served.getByRole('cell').nth(2)).toHaveText('3');
  await expect(history.getByRole('row')).toHaveCount(before + 2);
  await expect(saved.getByText('No unsaved changes')).toBeVisible();
  await saved.getByRole('button', { name: 'Save as a new version' }).click();
  await expect(page.getByText('Nothing changed, so no new version was made').first()).toBeVisible();
  await expect(history.getByRole('row')).toHaveCount(before + 2);
  await expectAccessible(page);

  // On a phone (390 px) the form is one column that never scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(saved.getByRole('button', { name: 'Add a free-text question' })).toBeVisible();
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
    ),
  ).toBe(true);
  await page.setViewportSize({ width: 1280, height: 900 });

  // A participant is served the new version.
  const participantContext = await browser.newContext({ locale: 'en-US' });
  try {
    const participantPage = await participantContext.newPage();
    await newUserAtAlgorithm(browser, participantPage);
    await participantPage.goto('/post-study-survey');
    const submit = participantPage.getByRole('button', { name: 'Submit', exact: true });
    await expect(submit).toBeVisible({ timeout: 60_000 });
    await expect(participantPage.getByText('Three questions about the last weeks.')).toBeVisible();
    const rested = participantPage.getByRole('radiogroup', { name: 'How rested do you feel?' });
    await rested.getByRole('radio', { name: 'Rested' }).click();
    const calm = participantPage.getByRole('radiogroup', { name: 'How calm were your days?' });
    await calm.getByRole('radio', { name: '4' }).click();
    await participantPage
      .getByRole('textbox', { name: 'What would you tell a friend?' })
      .fill('It helps me sleep.');
    const sent = participantPage.waitForResponse((r) =>
      r.url().endsWith('/api/v1/survey/add-survey'),
    );
    await submit.click();
    expect((await sent).status()).toBe(200);
    await expect(participantPage.getByText('Thank you, the survey is complete')).toBeVisible();
  } finally {
    await participantContext.close();
  }

  // The console counts the answer against the version it answered.
  await page.reload();
  await page.getByRole('tab', { name: 'Post-study survey' }).click();
  await expect(
    page
      .getByRole('region', { name: 'Versions' })
      .getByRole('row', { name: new RegExp(`^${before + 1} served`) })
      .getByRole('cell')
      .nth(3),
  ).toHaveText('1');
});
