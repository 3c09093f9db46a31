import { Profiler } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { systemRoutes } from '@resona/contract/system/call-routes';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, on, type FakeReply } from '../test/fake-api.ts';
import { renderPage } from '../test/render.tsx';

beforeEach(() => vi.resetModules());
afterEach(() => vi.unstubAllGlobals());

/** The footer's two legal links, each one's renders counted, with the server naming `urls`. */
async function legalLinks(urls: FakeReply) {
  fakeApi({ [on(systemRoutes.contentUrls)]: urls });
  // A fresh module: the addresses are read once per page load.
  const { LegalLink } = await import('./legal-link.tsx');
  const renders = { terms: 0, privacy: 0 };
  renderPage(
    <>
      <Profiler id="terms" onRender={() => renders.terms++}>
        <LegalLink page="terms">Terms of use</LegalLink>
      </Profiler>
      <Profiler id="privacy" onRender={() => renders.privacy++}>
        <LegalLink page="privacy">Privacy</LegalLink>
      </Profiler>
    </>,
  );
  const link = (name: string) => screen.getByRole('link', { name });
  return { link, renders };
}

describe('the legal links', () => {
  it('go to the external pages the server names once its addresses come', async () => {
    const { link } = await legalLinks({
      data: { terms_url: 'https://legal.example/terms', privacy_url: null },
    });
    expect(link('Terms of use')).toHaveAttribute('href', '/TermCondition');
    await waitFor(() =>
      expect(link('Terms of use')).toHaveAttribute('href', 'https://legal.example/terms'),
    );
    expect(link('Terms of use')).toHaveAttribute('target', '_blank');
    expect(link('Privacy')).toHaveAttribute('href', '/Privacy');
  });

  it('are not drawn again where the server names the app’s own page', async () => {
    const { link, renders } = await legalLinks({
      data: { terms_url: null, privacy_url: 'https://legal.example/privacy' },
    });
    // The addresses are in once the privacy link has changed; the terms link stayed as drawn.
    await waitFor(() =>
      expect(link('Privacy')).toHaveAttribute('href', 'https://legal.example/privacy'),
    );
    expect(renders.privacy).toBe(2);
    expect(link('Terms of use')).toHaveAttribute('href', '/TermCondition');
    expect(renders.terms).toBe(1);
  });
});
