import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useLocation } from 'react-router-dom';
import { renderWithEngine } from '../../../tests/support/test-render';
import { createTestRoot, loginRecord } from '../../../tests/support/test-root';
import Checkout from './Checkout';

// Issue 21 item 15: a checkout the provider holds for review answers ok with paid: false and nothing left to do at
// the provider (Authorize.Net's response code 4). The portal then shows the result page's review sentence, not
// "The payment has been processed successfully".

afterEach(cleanup);

function Where() {
  const location = useLocation();
  return <output aria-label="location">{`${location.pathname}${location.search}`}</output>;
}

async function payAnswered(model: Record<string, unknown>) {
  const made = createTestRoot({
    operations: {
      getCustomerCheckoutInfo: { ok: true, model: { paymentMethods: [{ id: 5, type: 5, name: 'Pay at the club' }] } },
      checkoutCustomer: () => ({ ok: true, model }),
    },
  });
  made.root.session.startSession(loginRecord({ id: 7 }));
  void made.root.cart.addProduct({ id: 3, name: 'Polo', grossPrice: 34.95, netPrice: 28.88 }, 1);
  renderWithEngine(
    <>
      <Checkout />
      <Where />
    </>,
    { root: made.root, path: '/checkout' },
  );
  fireEvent.click(await screen.findByRole('radio', { name: /Pay at the club/ }));
  fireEvent.click(screen.getByRole('checkbox', { name: 'I accept the legal conditions' }));
  fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
  return made.root;
}

describe('the checkout of a payment held for review', () => {
  it('goes to the result page that says the payment is pending review', async () => {
    const root = await payAnswered({ paid: false, saleIds: [1] });
    await waitFor(() => expect(screen.getByRole('status', { name: 'location' }).textContent).toBe('/cz/ok?payment=review'));
    expect(root.cart.isEmpty).toBe(true);
  });

  it('a paid checkout still goes to the plain success page', async () => {
    await payAnswered({ paid: true, saleIds: [1] });
    await waitFor(() => expect(screen.getByRole('status', { name: 'location' }).textContent).toBe('/cz/ok'));
  });
});
