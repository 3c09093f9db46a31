import { cleanup, screen, within } from '@testing-library/react';
import { callRoutes, type TMyStudiesResponse } from '@resona/contract';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { consoleStudy } from '../../../lib/console-study.ts';
import { sessionStore } from '../../../lib/session.ts';
import { buildUserDetails, fakeApi, on } from '../../../test/fake-api.ts';
import { renderPage } from '../../../test/render.tsx';
import { AdminLayout } from './admin-layout.tsx';

beforeEach(() => sessionStore.signIn(buildUserDetails({ is_researcher: 1 })));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStore.clear();
});

function openConsole(data: TMyStudiesResponse['data']) {
  fakeApi({ [on(callRoutes.adminMyStudies)]: { data } });
  return renderPage(<AdminLayout />, { path: '/admin' });
}

describe('the console’s studies and sections', () => {
  test('a monitor sees the overview and the audit log, and switches between their studies', async () => {
    const { user } = openConsole({
      studies: [
        { id: 1, name: 'First study', status: 'recruiting', role: 'monitor' },
        { id: 7, name: 'Sleep', status: 'draft', role: 'owner' },
      ],
      site_admin: false,
    });
    const nav = await screen.findByRole('navigation', { name: 'Console sections' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Overview', 'Audit log']);
    const switcher = screen.getByLabelText('Study');
    expect(
      within(switcher)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['First study (Monitor)', 'Sleep (Owner)']);
    await user.selectOptions(switcher, '7');
    expect(consoleStudy()).toBe(7);
    expect(within(nav).getByRole('link', { name: 'Team' })).toBeVisible();
  });

  test('someone in no study who does not run the site is told the console is for researchers', async () => {
    openConsole({ studies: [], site_admin: false });
    expect(await screen.findByText(/This console is for researchers/)).toBeVisible();
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
