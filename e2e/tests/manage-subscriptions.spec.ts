import type { Page } from '@playwright/test';
import { demoAccount, expect, expectAccessible, test, waitForMail } from '../support/fixtures.ts';
import { apiGet, newUserAtAlgorithm, signIn } from '../support/journeys.ts';
import { newSubscribedUser } from '../support/session-journeys.ts';

interface PlanData {
  data: { plan_data: { id: number; plan_name: string; can_purchase: boolean }[] };
}

/** /algorithm → the sandbox checkout → approved; after the purchase message the user signs out. */
async function buyInSandbox(page: Page, planName: string) {
  await page.getByRole('button', { name: `Choose ${planName}` }).click();
  await page
    .getByRole('region', { name: 'Payment' })
    .getByRole('button', { name: 'Continue to payment' })
    .click();
  await expect(page.getByRole('heading', { name: 'Sandbox checkout' })).toBeVisible({
    timeout: 15_000,
  });
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(/\/algorithm\?purchase=success$/i, { timeout: 15_000 });
  await expect(
    // On the page itself: the same words also appear in a toast for a moment.
    page
      .locator('#main-content')
      .getByText('Purchase succeeded! Please login after you receive a confirmation email', {
        exact: true,
      }),
  ).toBeVisible();
  await page.clock.fastForward('00:11');
  await expect(page).toHaveURL(/\/login$/i);
}

/**
 * Manage subscriptions (spec §2, §4, §8): a subscriber sees the plan in the table, suspends it
 * after the Yes/No question, reads the server's message for 5 s, sees the row suspended, and
 * cannot buy the same plan again while its term runs.
 */
test('a subscriber suspends the plan and cannot buy it again within its term', async ({
  browser,
  page,
}) => {
  await page.clock.install();
  const user = await newUserAtAlgorithm(browser, page);
  await buyInSandbox(page, 'Monthly');
  await signIn(page, user);
  await expect(page).toHaveURL(/\/age-question$/, { timeout: 15_000 });

  await page.goto('/Setting/Manage-subscriptions');
  await expect(page.getByRole('heading', { name: 'Manage subscriptions', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Your subscriptions' });
  for (const column of [
    'Plan',
    'Type',
    'Cost',
    'Valid until',
    'Pay due',
    'Action',
    'Cancelled',
    'Suspend',
  ]) {
    await expect(table.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  }
  const row = table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Monthly', exact: true }) });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell', { name: '$9.99', exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Active', exact: true })).toBeVisible();
  await expectAccessible(page);

  // No first: nothing changes.
  const suspend = row.getByRole('button', { name: 'Suspend', exact: true });
  await suspend.click();
  const question = page.getByRole('alertdialog', { name: 'Do you want to suspend this plan?' });
  await expect(question).toBeVisible();
  await expectAccessible(page);
  await question.getByRole('button', { name: 'No', exact: true }).click();
  await expect(question).toBeHidden();
  await expect(suspend).toBeVisible();

  // Then Yes: the server's message, for 5 s.
  await suspend.click();
  await question.getByRole('button', { name: 'Yes', exact: true }).click();
  const message = page.getByText('Suspension succeeded! Please wait for a confirmation email', {
    exact: true,
  });
  await expect(message).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Suspended', exact: true }).first()).toBeVisible();
  await expect(row.getByRole('button', { name: 'Suspend' })).toHaveCount(0);
  await page.clock.fastForward('00:06');
  await expect(message).toBeHidden();

  const mail = await waitForMail(user.email, (m) =>
    m.subject.includes('Your Resona subscription is suspended'),
  );
  expect(mail.text).toContain('Monthly');

  // The payment popup lists the plan but will not sell it again, and says why.
  await page.getByRole('button', { name: 'Change plan' }).click();
  const popup = page.getByRole('dialog', { name: 'Choose a plan' });
  await expect(popup).toBeVisible();
  const chooseMonthly = popup.getByRole('button', { name: 'Choose Monthly' });
  await expect(chooseMonthly).toBeDisabled();
  await expect(chooseMonthly).toHaveAccessibleDescription(
    'This plan is suspended and cannot be bought again until its current term ends',
  );
  await expect(popup.getByRole('button', { name: 'Continue to payment' })).toBeDisabled();
  await expectAccessible(page);

  // And the server refuses it too.
  const plans = await apiGet<PlanData>(page, '/api/v2/purchaseplan/plan-data');
  const monthly = plans.data.plan_data.find((plan) => plan.plan_name === 'Monthly');
  expect(monthly?.can_purchase).toBe(false);
  const token = await page.evaluate(() => localStorage.getItem('resona.token'));
  const refused = await page.request.post('/api/v2/purchaseplan/purchase-subscription', {
    headers: { Authorization: `Bearer ${token}` },
    data: { plan_id: monthly?.id },
  });
  expect(refused.ok()).toBe(false);
});

/**
 * Access from an access code, or given by the study to its demo account, needs no plan: on a
 * phone, Manage subscriptions says where the access comes from and pushes no plan to buy.
 */
test('a person with an access code, and the demo account, are told their access needs no plan', async ({
  browser,
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.clock.install();
  await newSubscribedUser(page);
  await page.goto('/Setting/Manage-subscriptions');
  await expect(page.getByRole('heading', { name: 'Manage subscriptions', level: 1 })).toBeVisible();
  await expect(
    page.getByText('Your access comes from your access code, so you need no plan.', {
      exact: true,
    }),
  ).toBeVisible();
  await expect(page.getByText('You have no subscriptions yet.')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Buy a plan' })).toHaveCount(0);
  await expectAccessible(page);

  // The demo account, on a phone of its own.
  const phone = await browser.newContext({
    locale: 'en-US',
    viewport: { width: 390, height: 844 },
  });
  try {
    const demo = await phone.newPage();
    await demo.goto('/login');
    await signIn(demo, demoAccount());
    await expect(demo).toHaveURL(/\/home$/i, { timeout: 15_000 });
    await demo.goto('/Setting/Manage-subscriptions');
    await expect(
      demo.getByText('Your access is given by the study, so you need no plan.', { exact: true }),
    ).toBeVisible();
    await expect(demo.getByText('You have no subscriptions yet.')).toHaveCount(0);
    await expect(demo.getByRole('button', { name: 'Buy a plan' })).toHaveCount(0);
  } finally {
    await phone.close();
  }
});
