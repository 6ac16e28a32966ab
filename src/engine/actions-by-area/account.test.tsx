// The account page end to end in the browser's place: manifest, source, forms, action, widgets.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { components } from '../../generated/api';
import { createTestRoot, loginRecord, type FakeOperations, type FakeRequest } from '../../../tests/support/test-root';
import { FAREWELL_KEY } from '../../stores/UiStore';
import { query } from '../../stores/QueryCache';
import { SESSION_RECORD_KEY } from '../../stores/SessionStore';
import type { ClubOverride } from '../../generated/schemas/manifest';
import { indexItems } from '../../manifest-overrides/tree';
import { ManifestPage } from '../ManifestPage';
import { loadPage } from '../page-loader';
import { PageHost } from '../PageHost';
import { renderWithEngine } from '../../../tests/support/test-render';
import accountPage from '../../../manifest/pages/account.json';

// Vitest runs without globals, so Testing Library cannot unmount between tests by itself.
afterEach(cleanup);

type Customer = components['schemas']['Customer'];

const ana = {
  id: 7,
  name: 'Ana',
  surname: 'García López',
  email: 'ana@demo.club',
  phone: '+34 600 111 222',
  gender: 1,
  birthDate: '1986-04-12',
  city: 'Madrid',
  okRss: true,
  acceptConditions: true,
  customFields: [
    { customFieldId: 1, name: 'dominantHand', label: 'Dominant hand', fieldType: 'picklist', pickListValues: 'Right, Left,Both', value: 'Right' },
    { customFieldId: 2, name: 'federationLicense', label: 'Federation licence number', fieldType: 'text', value: 'MAD-48213' },
    { customFieldId: 3, name: 'tournamentNews', label: 'Tell me about tournaments', fieldType: 'bool', value: 'true' },
  ],
} satisfies Customer;

/** A server that keeps what a successful save sent: the page loads the customer again after each write. */
async function showAccount(operations: FakeOperations) {
  let customer: Customer = ana;
  const save = operations.saveCustomer;
  const keeping: FakeOperations =
    save === undefined
      ? {}
      : {
          saveCustomer: async (request: FakeRequest) => {
            const answer = typeof save === 'function' ? await save(request) : save;
            // The saved record as the server reads it back: the request's password check is not part of it.
            const { currentPassword: _, ...sent } = request.body as Customer & { currentPassword?: string };
            if (!(answer instanceof Response) && answer.ok) customer = answer.model ?? { ...customer, ...sent };
            return answer;
          },
        };
  const { root, fetch, reload, navigate } = createTestRoot({ operations: { ...operations, getAcademyCustomer: () => customer, ...keeping } });
  root.session.startSession(loginRecord({ id: 7 }));
  renderWithEngine(<PageHost pageId="account" />, { root, path: '/account' });
  await screen.findByLabelText('Name');
  return { root, fetch, reload, navigate };
}

const saves = (calls: FakeRequest[]) => calls.filter((call) => call.path === '/api/publicacademycustomers/put-json');

describe('account page', () => {
  it('fills Personal Data and saves it with the rest of the profile', async () => {
    const { fetch } = await showAccount({ saveCustomer: { ok: true } });
    expect((screen.getByLabelText('Surname') as HTMLInputElement).value).toBe('García López');
    fireEvent.change(screen.getByLabelText('Phone 2'), { target: { value: '+34 910 000 000' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Save' })[0] as HTMLElement);
    expect((await screen.findByRole('status')).textContent).toBe('Data modified!');
    expect(saves(fetch.calls)[0]?.body).toMatchObject({ id: 7, name: 'Ana', phone: '+34 600 111 222', phone2: '+34 910 000 000', city: 'Madrid' });
  });

  it('requires name, surname, email and phone before sending anything', async () => {
    const { fetch } = await showAccount({});
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: ' ' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Save' })[0] as HTMLElement);
    expect(screen.getByText('The field is required')).toBeTruthy();
    expect(saves(fetch.calls)).toHaveLength(0);
  });

  it("puts the server's field errors under their fields", async () => {
    await showAccount({
      saveCustomer: {
        ok: false,
        errorMsg: 'Please check the highlighted fields',
        errors: { email: 'This email is already used by another account' },
      },
    });
    fireEvent.click(screen.getAllByRole('button', { name: 'Save' })[0] as HTMLElement);
    expect(await screen.findByText('This email is already used by another account')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Please check the highlighted fields');
  });

  it('sends the current password with a new e-mail and says where the confirmation link went', async () => {
    const { fetch } = await showAccount({
      saveCustomer: { ok: true, model: ana, pendingEmail: 'ana.new@example.com' },
    });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ana.new@example.com' } });
    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: 'demo1234' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Save' })[0] as HTMLElement);
    expect((await screen.findByRole('status')).textContent).toBe('We have sent a link to ana.new@example.com: your e-mail changes when you open it');
    expect(saves(fetch.calls)[0]?.body).toMatchObject({ email: 'ana.new@example.com', currentPassword: 'demo1234' });
  });

  it('draws custom fields by type inside the personal data, saved by its one Save (issue 24: one Save per tab)', async () => {
    const { fetch } = await showAccount({ saveCustomer: { ok: true } });
    const section = await screen.findByRole('group', { name: 'More about you' });
    expect(screen.getAllByRole('button', { name: 'Save' })).toHaveLength(1);
    const hand = within(section).getByLabelText('Dominant hand') as HTMLSelectElement;
    expect([...hand.options].map((option) => option.value)).toEqual(['', 'Right', 'Left', 'Both']);
    expect((within(section).getByLabelText('Tell me about tournaments') as HTMLInputElement).checked).toBe(true);
    fireEvent.change(hand, { target: { value: 'Left' } });
    fireEvent.click(within(section).getByLabelText('Tell me about tournaments'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('status')).textContent).toBe('Data modified!');
    expect(saves(fetch.calls)).toHaveLength(2);
    expect(saves(fetch.calls)[1]?.body).toMatchObject({
      id: 7,
      email: 'ana@demo.club',
      customFields: [
        { customFieldId: 1, name: 'dominantHand', value: 'Left' },
        { customFieldId: 2, name: 'federationLicense', value: 'MAD-48213' },
        { customFieldId: 3, name: 'tournamentNews', value: false },
      ],
    });
  });

  it('a save reloads the customer it changed and nothing else; the custom fields save over the name just saved', async () => {
    const { root, fetch } = await showAccount({ saveCustomer: { ok: true } });
    // Something else the portal has loaded, which a profile save does not change.
    const posts = await root.queries.fetch(query(['listTextBlocks', 'footer'], async () => ({ loaded: fetch.calls.length })));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Anna' } });
    fireEvent.change(within(await screen.findByRole('group', { name: 'More about you' })).getByLabelText('Dominant hand'), { target: { value: 'Left' } });
    const before = fetch.calls.length;
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('status')).textContent).toBe('Data modified!');
    expect(saves(fetch.calls)[1]?.body).toMatchObject({ name: 'Anna', customFields: [{ customFieldId: 1, value: 'Left' }, {}, {}] });
    await waitFor(() =>
      expect(
        fetch.calls
          .slice(before)
          .filter((call) => call.method === 'GET')
          .map((call) => call.path),
      ).toContain('/api/publicacademycustomers/7'),
    );
    expect(fetch.calls.slice(before).filter((call) => call.method === 'GET' && call.path !== '/api/publicacademycustomers/7')).toEqual([]);
    expect(root.queries.read(['listTextBlocks', 'footer'])).toEqual({ status: 'ready', data: posts });
  });

  it('keeps what Personal Data saved when the Address tab saves next', async () => {
    const { fetch } = await showAccount({ saveCustomer: { ok: true } });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Anna' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Save' })[0] as HTMLElement);
    await screen.findByRole('status');
    fireEvent.click(screen.getByRole('tab', { name: 'Address' }));
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Toledo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    // Personal Data saved the profile, then its custom fields; the Address tab saves with what they saved.
    await waitFor(() => expect(saves(fetch.calls)).toHaveLength(3));
    expect(saves(fetch.calls)[2]?.body).toMatchObject({ name: 'Anna', city: 'Toledo' });
  });

  it('lists saved cards by their ending digits and deletes one', async () => {
    const { fetch } = await showAccount({
      getCustomerCardTokens: {
        ok: true,
        model: [
          { id: 3, cardNumber: '**** **** **** 4242' },
          { id: 4, cardNumber: '**** 1881' },
        ],
      },
      deleteCustomerCardToken: { ok: true },
    });
    fireEvent.click(screen.getByRole('tab', { name: 'Credit Cards' }));
    expect(await screen.findByText('Card ending in 4242')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Card ending in 4242' }));
    // Nothing is deleted before the customer confirms.
    const ask = screen.getByRole('dialog', { name: 'Are you sure?' });
    expect(within(ask).getByText('Delete Card ending in 4242? You will need to enter it again to pay with it.')).toBeTruthy();
    expect(fetch.calls.some((call) => call.method === 'DELETE')).toBe(false);
    fireEvent.click(within(ask).getByRole('button', { name: 'Yes, delete the card' }));
    expect((await screen.findByRole('status')).textContent).toBe('Data modified!');
    expect(screen.queryByText('Card ending in 4242')).toBeNull();
    expect(screen.getByText('Card ending in 1881')).toBeTruthy();
    expect(fetch.calls.some((call) => call.method === 'DELETE' && call.path === '/api/publicpaymentmethods/7/3')).toBe(true);
  });

  it("shows the server's message when a card cannot be deleted", async () => {
    await showAccount({
      getCustomerCardTokens: { ok: true, model: [{ id: 3, cardNumber: '**** 4242' }] },
      deleteCustomerCardToken: { ok: false, errorMsg: 'This card pays a pending booking' },
    });
    fireEvent.click(screen.getByRole('tab', { name: 'Credit Cards' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Card ending in 4242' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Are you sure?' })).getByRole('button', { name: 'Yes, delete the card' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This card pays a pending booking');
    expect(screen.getByText('Card ending in 4242')).toBeTruthy();
  });

  it('deletes the account after a confirmation, clears the session and loads the portal afresh at home', async () => {
    const { root, fetch, navigate } = await showAccount({ removeCustomer: { ok: true } });
    root.cart.addSales([{ id: 1, pending: 30 }]);
    fireEvent.click(screen.getByRole('tab', { name: 'Delete Account' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Account' });
    expect(within(dialog).getByText('Are you sure you want to delete your account?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, delete my account' }));
    // At home, not a reload of /account: its guard would ask the former customer to log in.
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/'));
    // Nothing of the session is left for the next load.
    expect(root.session.hasStoredToken()).toBe(false);
    expect(root.storage.get(SESSION_RECORD_KEY)).toBeNull();
    expect(root.cart.count).toBe(0);
    // The next load says goodbye.
    expect(root.storage.get(FAREWELL_KEY)).toBe(true);
    expect(fetch.calls.some((call) => call.method === 'DELETE' && call.path === '/api/publiccustomers/remove/7')).toBe(true);
  });

  it('keeps the account and shows the crash text when deleting fails', async () => {
    const { root } = await showAccount({ removeCustomer: { ok: false, errorMsg: 'not now' } });
    fireEvent.click(screen.getByRole('tab', { name: 'Delete Account' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Account' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, delete my account' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Oops! Technical problems. Please try again in a few minutes.');
    expect(root.session.loggedIn).toBe(true);
  });
});

describe('a club file', () => {
  it('can leave out an account tab by its id, without copying the page', async () => {
    // What a club's file holds to run without saved cards.
    const override: ClubOverride = { changes: { 'pages/account#cards': { hidden: true } } };
    const { root } = createTestRoot({ operations: { getAcademyCustomer: ana } });
    root.session.startSession(loginRecord({ id: 7 }));
    renderWithEngine(<ManifestPage resolved={await loadPage('account', override)} />, { root, path: '/account' });
    const tabList = await screen.findByRole('tablist', { name: 'My account' });
    const tabs = within(tabList)
      .getAllByRole('tab')
      .map((tab) => tab.textContent);
    expect(tabs).not.toContain('Credit Cards');
    expect(tabs).toEqual(expect.arrayContaining(['Personal Data', 'Address', 'Delete Account']));
    expect(tabs).toHaveLength(productTabs() - 1);
  });
});

/** How many tabs the product's account page has. */
function productTabs(): number {
  const tabsNode = indexItems(accountPage.body as unknown as unknown[], 'node', '/body').items.get('accountTabs')?.item;
  return Array.isArray(tabsNode?.tabs) ? tabsNode.tabs.length : 0;
}
