import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { expectToast } from '../support/library-journeys.ts';
import { newUserAtHome } from '../support/session-journeys.ts';

/** The times on the reminder screen, in order. */
const timeFields = (page: Page) => page.getByRole('combobox', { name: /^Reminder time \d+$/ });

async function expectTimes(page: Page, times: string[]) {
  await expect(timeFields(page)).toHaveCount(times.length);
  for (const [index, time] of times.entries()) {
    await expect(page.getByRole('combobox', { name: `Reminder time ${index + 1}` })).toHaveValue(
      time,
    );
  }
}

/**
 * Daily reminders (issue 7, spec §2, §5): turn them on (the browser asks for notification
 * permission only then), set two times, see them after a reload, remove one; the /Reminder
 * page a reminder opens greets the person by e-mail.
 */
test('set two daily reminders, see them after reload, remove one', async ({ page }) => {
  await page.clock.install();
  await page.context().grantPermissions(['notifications']);
  const user = await newUserAtHome(page);

  await page.goto('/Setting');
  await page.getByRole('link', { name: 'Daily reminder' }).click();
  await expect(page).toHaveURL(/\/Setting\/SetReminder$/);
  await expect(page.getByRole('heading', { name: 'Daily reminder', level: 1 })).toBeVisible();
  const toggle = page.getByRole('switch', { name: 'Remind me every day' });
  await expect(toggle).not.toBeChecked();
  // Spec §5: Save works only when the reminder is on.
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();

  await toggle.click();
  await expect(toggle).toBeChecked();
  await expectTimes(page, ['8:00 AM']);

  // Only digits, A, M, P, colon and space can be typed.
  const first = page.getByRole('combobox', { name: 'Reminder time 1' });
  await first.clear();
  await first.pressSequentially('7:3x0 a.m');
  await expect(first).toHaveValue('7:30 AM');

  await page.getByRole('button', { name: 'Add another' }).click();
  const second = page.getByRole('combobox', { name: 'Reminder time 2' });
  await second.fill('9:10 PM');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Reminder times go in steps of 15 minutes')).toBeVisible();
  await second.fill('9:15 PM');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Reminder updated successfully');
  await expectAccessible(page);

  await page.reload();
  await expect(page.getByRole('switch', { name: 'Remind me every day' })).toBeChecked();
  await expectTimes(page, ['7:30 AM', '9:15 PM']);

  await page.getByRole('button', { name: 'Remove the reminder at 7:30 AM' }).click();
  await expectToast(page, 'Reminder removed successfully');
  await expectTimes(page, ['9:15 PM']);
  await page.reload();
  await expectTimes(page, ['9:15 PM']);

  // Where a reminder's notification leads: a greeting by e-mail, and Yes or No to /Home.
  await page.goto('/Reminder');
  await expect(page.getByText(`Hello ${user.email}`)).toBeVisible();
  await page.getByRole('link', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/Home$/i);
});
