import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithEngine } from '../../engine/test-render';
import { createTestRoot, loginRecord, type FakeRoutes } from '../../stores/test-support';
import SavedCards from './SavedCards';

// Vitest runs without globals, so Testing Library cannot unmount between tests by itself.
afterEach(cleanup);

function showCards(routes: FakeRoutes) {
  const { root } = createTestRoot({ routes });
  root.session.startSession(loginRecord({ id: 7 }));
  renderWithEngine(<SavedCards />, { root });
}

describe('saved cards', () => {
  it('lists each card by its ending digits', async () => {
    showCards({ 'GET /api/publicpaymentmethods/token-list/7': { ok: true, model: [{ id: 3, cardNumber: '************4242' }] } });
    const list = await screen.findByRole('list', { name: 'Credit Cards' });
    expect(list.textContent).toContain('Card ending in 4242');
    expect(screen.queryByText('You have no saved cards')).toBeNull();
  });

  it('shows the empty state when there is no card', async () => {
    showCards({ 'GET /api/publicpaymentmethods/token-list/7': { ok: true, model: [] } });
    // The design system's empty state, not a bare line of text.
    expect((await screen.findByText('You have no saved cards')).closest('.cz-empty')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
