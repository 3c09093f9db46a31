import { cleanup, screen } from '@testing-library/react';
import { callRoutes, type TAccessSource, type TUserPlanRow } from '@resona/contract';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { sessionStore } from '../../../lib/session.ts';
import { buildUserDetails, fakeApi, on } from '../../../test/fake-api.ts';
import { renderPage } from '../../../test/render.tsx';
import { ManageSubscriptionsPage } from './manage-subscriptions-page.tsx';

beforeEach(() => sessionStore.signIn(buildUserDetails({ is_subscribe: 1, is_verified: 1 })));

afterEach(() => {
  // Unmounted first: signing out would have the page ask again for user 0.
  cleanup();
  vi.unstubAllGlobals();
  sessionStore.clear();
});

const monthly: TUserPlanRow = {
  id: 3,
  plan_id: 2,
  plan_name: 'Monthly',
  plan_interval: 'month',
  state: 'active',
  plan_price: 9.99,
  payment_gateway_transaction_id: 'sandbox-1',
  current_period_end: '2026-12-01T00:00:00.000Z',
  payment_due_date: '2026-12-01T00:00:00.000Z',
  plan_cancel_date: null,
  can_suspend: 1,
  is_cancelled: 0,
  is_suspended: 0,
};

function openManage(access_source: TAccessSource, user_plans_data: TUserPlanRow[] = []) {
  fakeApi({
    [on(callRoutes.manageSubscriptions)]: { data: { user_plans_data, access_source } },
  });
  return renderPage(<ManageSubscriptionsPage />, { path: '/Setting/Manage-subscriptions' });
}

describe('Manage subscriptions: where access comes from', () => {
  test('access from an access code: said plainly, with no plan pushed', async () => {
    openManage('access_code');
    expect(
      await screen.findByText('Your access comes from your access code, so you need no plan.'),
    ).toBeVisible();
    expect(screen.queryByText('You have no subscriptions yet.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Buy a plan' })).toBeNull();
  });

  test('access given by the study (the demo account): said plainly, with no plan pushed', async () => {
    openManage('study');
    expect(
      await screen.findByText('Your access is given by the study, so you need no plan.'),
    ).toBeVisible();
    expect(screen.queryByText('You have no subscriptions yet.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Buy a plan' })).toBeNull();
  });

  test('no access yet: no subscriptions, and a plan to buy after the intro', async () => {
    openManage('none');
    expect(await screen.findByText('You have no subscriptions yet.')).toBeVisible();
    const buy = screen.getByRole('button', { name: 'Buy a plan' });
    const intro = screen.getByText(/Your plans, what they cost/);
    // The button follows what the person has, not the title.
    expect(intro.compareDocumentPosition(buy) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByText(/you need no plan/)).toBeNull();
  });

  test('a plan: its row and Change plan', async () => {
    openManage('plan', [monthly]);
    expect(await screen.findByRole('rowheader', { name: 'Monthly' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Change plan' })).toBeVisible();
    expect(screen.queryByText(/you need no plan/)).toBeNull();
  });
});
