import { cleanup, screen } from '@testing-library/react';
import { callRoutes } from '@resona/contract';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { sessionStore } from '../../../lib/session.ts';
import { buildUserDetails, fakeApi, on } from '../../../test/fake-api.ts';
import { renderPage } from '../../../test/render.tsx';
import { ExportPage } from './export-page.tsx';

beforeEach(() => sessionStore.signIn(buildUserDetails({ is_researcher: 1 })));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStore.clear();
});

const WHY =
  'Analysts take pseudonymous exports only: e-mail addresses are for the study’s owners and researchers. Leave out the addresses';

test('an analyst who asks for e-mail addresses is told why the export is refused', async () => {
  const api = fakeApi({
    [on(callRoutes.adminExport).replace(':kind', 'participants')]: {
      status: 403,
      message: WHY,
      data: {
        error_type: 'FORBIDDEN',
        status_code: 403,
        message: WHY,
        fields: { include_email: 'adminAnalystPseudonymous' },
      },
    },
  });
  const { user } = renderPage(<ExportPage />, { path: '/admin/export' });
  await user.click(
    await screen.findByRole('checkbox', {
      name: 'Include email addresses (this identifies participants)',
    }),
  );
  await user.click(screen.getByRole('button', { name: 'Download CSV' }));
  expect(await screen.findByText(WHY)).toBeVisible();
  const asked = api.calls.find((c) => c.path.endsWith('/export/participants'));
  expect(asked).toBeDefined();
});
