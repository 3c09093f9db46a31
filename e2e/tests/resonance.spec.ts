import type { Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { agree, openAssessment } from '../support/resonance-journeys.ts';
import { demoAtHome, newSubscribedUser } from '../support/session-journeys.ts';

/**
 * The resonance assessment (/resonance): found from settings, the demo heart through the protocol
 * to its report (marked as the demo's, with no pace to keep), a person's own recording whose rate
 * becomes their pace; and a recording exported by another app, imported for the quick check. Chromium here has no Bluetooth adapter, so the sensor path is
 * covered by the source's own tests.
 */

const RECORDING = fileURLToPath(
  new URL('../fixtures/quick-check-resonance-6.csv', import.meta.url),
);

/** Imports the quick check's recording (RR intervals exported by another app). */
async function importRecording(page: Page) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import a recording' }).click();
  await (await chooser).setFiles(RECORDING);
}

test('the demo heart shows the protocol and a report that keeps no pace; my own recording’s rate is kept', async ({
  page,
}) => {
  await page.clock.install();
  await newSubscribedUser(page);
  await openAssessment(page);
  await agree(page);
  await expectAccessible(page);
  // The agreement is the account's, not the page's.
  await page.reload();
  await expect(page.getByLabel(/I agree that Resona reads my heart beats/)).toBeChecked();

  await page.getByRole('button', { name: 'Try the demo' }).click();
  await expect(page.getByText('Pace 1 of 5: 6.5 breaths/min')).toBeVisible();
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(page.getByText(/\d+ beats\/min/).first()).toBeVisible();
  await page.getByRole('button', { name: 'Show the report now' }).click();

  await expect(
    page.getByRole('heading', { name: 'Your resonance rate: 5.5 breaths/min', level: 2 }),
  ).toBeVisible();
  await expect(page.getByText(/^Signal quality: \d+(\.\d)? % of beats clean/)).toBeVisible();
  for (const rate of ['6.5', '6.0', '5.5', '5.0', '4.5']) {
    await expect(
      page.getByRole('heading', { name: `${rate} breaths/min`, level: 3 }),
    ).toBeVisible();
    await expect(
      page.getByRole('img', { name: `Heart rate and breath at ${rate} breaths/min` }),
    ).toBeVisible();
  }
  await expect(page.getByText('Resona is not a medical device.', { exact: false })).toBeVisible();
  await expect(page.getByText(/repeat the assessment in four weeks/)).toBeVisible();
  await expect(page.getByTestId('comfort-pace')).toHaveText(
    'You have not chosen a comfortable pace in calibration yet.',
  );
  // The demo heart's beats are not the person's: the report says so and keeps no pace.
  await expect(
    page.getByText(/^This report is made from the demo heart's beats, not yours/),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Keep this pace' })).toHaveCount(0);
  await expectAccessible(page);

  // Their own recording of the quick check: its rate is kept as their pace.
  await page.getByRole('button', { name: 'Repeat the assessment' }).click();
  await page.getByLabel('1 minute (quick check)').check();
  await importRecording(page);
  await expect(
    page.getByRole('heading', { name: 'Your resonance rate: 6.0 breaths/min', level: 2 }),
  ).toBeVisible();
  await expect(page.getByText(/demo heart's beats/)).toHaveCount(0);
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/v2/user/set-user-speed'));
  await page.getByRole('button', { name: 'Keep this pace' }).click();
  const reply = await saved;
  expect(reply.status()).toBe(200);
  expect(reply.request().postDataJSON()).toMatchObject({ recommended_speed: 6 });
  await expect(page.getByText('This is now your pace.')).toBeVisible();
  await expect(page.getByTestId('comfort-pace')).toHaveText(
    'The pace you found comfortable in calibration: 6.0 breaths/min',
  );

  // The account shows the kept pace.
  await page.goto('/Setting/account-setting');
  const pace = page
    .locator('dl > div')
    .filter({ has: page.getByRole('term').getByText('Breathing pace', { exact: true }) })
    .getByRole('definition');
  await expect(pace).toHaveText('6 breaths per minute');
});

test('an imported recording of the quick check gives the same report', async ({ page }) => {
  // The demo account has answered the survey, so /calibration is open to it; nothing is kept.
  await demoAtHome(page);
  await page.goto('/calibration');
  await page.getByRole('link', { name: 'Find my resonance rate' }).click();
  await expect(page).toHaveURL(/\/resonance$/);
  await agree(page);

  // A recording of the standard length is refused for being too short, and says why.
  await importRecording(page);
  await expect(
    page.getByText(/The recording covers \d+ s, but the assessment needs 600 s/),
  ).toBeVisible();

  await page.getByLabel('1 minute (quick check)').check();
  await importRecording(page);
  await expect(
    page.getByRole('heading', { name: 'Your resonance rate: 6.0 breaths/min', level: 2 }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Keep this pace' })).toBeVisible();
  await expectAccessible(page);
});
