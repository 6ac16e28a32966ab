import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import { createTestRoot, loginRecord, type FakeOperations } from '../../../tests/support/test-root';
import { renderWithEngine } from '../../../tests/support/test-render';
import LevelProviderLink from './LevelProviderLink';

// Vitest runs without globals, so Testing Library cannot unmount between tests by itself.
afterEach(cleanup);

function show(path: string, routes: FakeOperations) {
  const { root, fetch } = createTestRoot({ operations: routes });
  root.session.startSession(loginRecord({ id: 7 }));
  renderWithEngine(
    <Routes>
      <Route path="/levels/link-to-provider/:provider" element={<LevelProviderLink />} />
      <Route path="/levels" element={<p>levels page</p>} />
    </Routes>,
    { root, path },
  );
  return fetch;
}

describe('level provider link', () => {
  it('links the user id the provider sent and goes on to the levels page', async () => {
    const fetch = show('/levels/link-to-provider/wpr?user_id=wpr-104233', { linkLevelProvider: { ok: true } });
    expect(await screen.findByText('levels page')).toBeTruthy();
    await waitFor(() => expect(fetch.calls[0]?.body).toEqual({ userId: 'wpr-104233' }));
  });

  it('shows an error and sends nothing without user_id', () => {
    const fetch = show('/levels/link-to-provider/wpr', {});
    expect(screen.getByRole('alert').textContent).toBe('The link cannot be made: the provider did not send your user id');
    expect(fetch.calls).toHaveLength(0);
  });

  it('says the provider is unknown for a provider name the club does not know, and sends nothing', () => {
    const fetch = show('/levels/link-to-provider/acme?user_id=acme-1', {});
    expect(screen.getByRole('alert').textContent).toBe('The link cannot be made: this level provider is unknown');
    expect(fetch.calls).toHaveLength(0);
  });

  it("shows the server's refusal", async () => {
    show('/levels/link-to-provider/wpr?user_id=x', { linkLevelProvider: { ok: false, errorMsg: 'Already linked to another customer' } });
    expect((await screen.findByRole('alert')).textContent).toBe('Already linked to another customer');
  });
});
