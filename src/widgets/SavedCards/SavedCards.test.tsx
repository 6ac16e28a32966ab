import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithEngine } from '../../../tests/support/test-render';
import { createTestRoot, loginRecord, type FakeOperations } from '../../../tests/support/test-root';
import SavedCards from './SavedCards';

// Vitest runs without globals, so Testing Library cannot unmount between tests by itself.
afterEach(cleanup);

function showCards(operations: FakeOperations) {
  const { root } = createTestRoot({ operations });
  root.session.startSession(loginRecord({ id: 7 }));
  renderWithEngine(<SavedCards />, { root });
}

describe('saved cards', () => {
  it('lists each card by its ending digits', async () => {
    showCards({ getCustomerCardTokens: { ok: true, model: [{ id: 3, cardNumber: '************4242' }] } });
    const list = await screen.findByRole('list', { name: 'Credit Cards' });
    expect(list.textContent).toContain('Card ending in 4242');
    expect(screen.queryByText('You have no saved cards')).toBeNull();
  });

  it('shows the empty state when there is no card', async () => {
    showCards({ getCustomerCardTokens: { ok: true, model: [] } });
    // The design system's empty state, not a bare line of text.
    expect((await screen.findByText('You have no saved cards')).closest('.cz-empty')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it("lists the spec's bare list of cards, and a delete answered without ok or errorMsg says Data modified!", async () => {
    showCards({
      // The spec's shapes, outside the contract: raw answers.
      getCustomerCardTokens: Response.json([{ id: 3, cardNumber: '************4242' }]),
      deleteCustomerCardToken: () => Response.json({}),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Card ending in 4242' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, delete the card' }));
    expect((await screen.findByRole('status')).textContent).toBe('Data modified!');
  });

  it("shows the server's errorMsg when a delete is refused", async () => {
    showCards({
      getCustomerCardTokens: { ok: true, model: [{ id: 3, cardNumber: '************4242' }] },
      deleteCustomerCardToken: { ok: false, errorMsg: 'This card pays a running membership' },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Card ending in 4242' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, delete the card' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This card pays a running membership');
  });
});
