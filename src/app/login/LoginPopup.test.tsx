import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginRecord, type FakeOperations } from '../../../tests/support/test-root';
import { renderApp } from '../../../tests/support/test-app';

afterEach(cleanup);
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  return () => vi.restoreAllMocks();
});

async function openLoginPopup(options: Parameters<typeof renderApp>[0] = {}) {
  const app = await renderApp({ path: '/cz/ko', ...options });
  fireEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Login' }));
  const dialog = await screen.findByRole('dialog', { name: 'Login' });
  await within(dialog).findByLabelText('Email');
  return { ...app, dialog };
}

function fill(dialog: HTMLElement, label: string, value: string) {
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
}

describe('the login popup', () => {
  it('says the user name is now the email when there is no at-sign', async () => {
    const { dialog, fetch } = await openLoginPopup();
    fill(dialog, 'Email', '600111222');
    fill(dialog, 'Password', 'secret');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Login' }));
    expect(await within(dialog).findByText(/Your user name is now your email/)).toBeTruthy();
    expect(fetch.calls.some((call) => call.path === '/api/publiccustomers/cauth')).toBe(false);
  });

  it('says "Invalid Email or Password" when the server refuses without a message', async () => {
    const { dialog } = await openLoginPopup({ operations: { loginCustomer: { ok: false, errorMsg: '' } } });
    fill(dialog, 'Email', 'ana@demo.club');
    fill(dialog, 'Password', 'wrong');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Login' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Invalid Email or Password');
  });

  it("shows the server's words for an account that is not activated", async () => {
    const { dialog } = await openLoginPopup({ operations: { loginCustomer: { ok: false, errorMsg: 'Your account is not activated yet.' } } });
    fill(dialog, 'Email', 'temp@demo.club');
    fill(dialog, 'Password', 'demo1234');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Login' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Your account is not activated yet.');
  });

  it('logs in, closes and shows the account menu', async () => {
    const { dialog, root } = await openLoginPopup({ operations: { loginCustomer: { ok: true, model: loginRecord() } } });
    fill(dialog, 'Email', 'ana@demo.club');
    fill(dialog, 'Password', 'demo1234');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(root.session.loggedIn).toBe(true);
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'My Account' })).toBeTruthy();
  });

  it('opens the reset mode with the server message when told to redirect', async () => {
    const { dialog } = await openLoginPopup({
      operations: { loginCustomer: { ok: false, errorMsg: 'Please set a new password', redirect: true } },
    });
    fill(dialog, 'Email', 'ana@demo.club');
    fill(dialog, 'Password', 'old');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Login' }));
    expect(await within(dialog).findByRole('button', { name: 'Send' })).toBeTruthy();
    expect(within(dialog).getByRole('alert').textContent).toBe('Please set a new password');
    // The login's Send is gone with its form; focus stays in the popup, on the reset form's Email.
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByLabelText('Email')));
  });

  it('asks for a reset mail, then offers Close; a Temp account hears it is not activated', async () => {
    const { dialog, fetch } = await openLoginPopup({
      operations: { requestPasswordReset: { ok: true, customerStatus: 'Temp' } },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Forgot your password?' }));
    await within(dialog).findByRole('button', { name: 'Send' });
    fill(dialog, 'Email', 'temp@demo.club');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText(/Your account is not activated yet. Please check your inbox/)).toBeTruthy();
    expect(fetch.calls.find((call) => call.path === '/api/publiccustomers/reset-password-request-cz')?.body).toEqual({ email: 'temp@demo.club' });
    // The last Close is the popup's primary button; the first is the × in its corner.
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says a reset mail is on its way for an active account', async () => {
    const { dialog } = await openLoginPopup({
      operations: { requestPasswordReset: { ok: true, customerStatus: 'Active' } },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Forgot your password?' }));
    await within(dialog).findByRole('button', { name: 'Send' });
    fill(dialog, 'Email', 'ana@demo.club');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('We have sent you an email with a link to reset your password')).toBeTruthy();
  });

  it('keeps the focus in the popup when "Forgot your password?" replaces the form', async () => {
    const { dialog } = await openLoginPopup();
    const forgot = within(dialog).getByRole('button', { name: 'Forgot your password?' });
    forgot.focus();
    fireEvent.click(forgot);
    await within(dialog).findByRole('button', { name: 'Send' });
    // The pressed link is gone with the login form: the reset form's Email takes the focus.
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByLabelText('Email')));
  });

  it('goes back to login mode when closed and opened again', async () => {
    const { dialog, root } = await openLoginPopup();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Forgot your password?' }));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => root.ui.openLogin());
    expect(await screen.findByRole('button', { name: 'Forgot your password?' })).toBeTruthy();
  });
});

describe('registration', () => {
  async function openRegister(operations: FakeOperations = {}) {
    const app = await renderApp({ path: '/cz/ko', operations });
    fireEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Register' }));
    const dialog = await screen.findByRole('dialog', { name: 'Register' });
    await within(dialog).findByLabelText('Name');
    return { ...app, dialog };
  }

  it('requires the legal conditions, then replaces the form with the activation message', async () => {
    const { dialog, fetch } = await openRegister({ registerCustomer: { ok: true, model: { id: 40 } } });
    fill(dialog, 'Name', 'Eva');
    fill(dialog, 'Surname', 'Ruiz');
    fill(dialog, 'Email', 'eva@example.com');
    fill(dialog, 'Phone', '600000000');
    fill(dialog, 'Password', 'secret1');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await within(dialog).findByText('Please accept our legal conditions')).toBeTruthy();

    fireEvent.click(within(dialog).getByLabelText('I want to receive news and offers'));
    fireEvent.click(within(dialog).getByLabelText('I accept the legal conditions'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await within(dialog).findByText('Please check your inbox for the activation link to complete your registration')).toBeTruthy();
    expect(within(dialog).queryByLabelText('Name')).toBeNull();
    expect(fetch.calls.find((call) => call.path === '/api/publiccustomers/register')?.body).toEqual({
      name: 'Eva',
      surname: 'Ruiz',
      email: 'eva@example.com',
      password: 'secret1',
      phone: '600000000',
      okRss: true,
      acceptConditions: true,
    });
  });

  it('registers someone without a phone number: doc 1 requires only the legal conditions beyond what the call needs', async () => {
    const { dialog, fetch } = await openRegister({ registerCustomer: { ok: true, model: { id: 41 } } });
    fill(dialog, 'Name', 'Eva');
    fill(dialog, 'Surname', 'Ruiz');
    fill(dialog, 'Email', 'eva@example.com');
    fill(dialog, 'Password', 'secret1');
    fireEvent.click(within(dialog).getByLabelText('I accept the legal conditions'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await within(dialog).findByText('Please check your inbox for the activation link to complete your registration')).toBeTruthy();
    expect(fetch.calls.find((call) => call.path === '/api/publiccustomers/register')?.body).toMatchObject({ name: 'Eva', phone: '' });
  });

  it('opens each legal text in its own popup, sanitized', async () => {
    const { dialog } = await openRegister({
      getLegalSettings: {
        ok: true,
        data: {
          generalConditions: '<h3>Conditions</h3><p>Play fair</p><img src=x onerror="alert(1)">',
          waiver: '<p>Waiver</p>',
          privacyPolicyFull: '<p>Privacy</p>',
          cookiesPolicy: '<p>Cookies</p>',
        },
      },
    });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'General conditions' }));
    const legal = await screen.findByRole('dialog', { name: 'General conditions' });
    expect(await within(legal).findByText('Play fair')).toBeTruthy();
    // The popup's title names the text: its own leading heading is not said twice.
    expect(within(legal).queryByRole('heading', { name: 'Conditions' })).toBeNull();
    expect(legal.querySelector('[onerror]')).toBeNull();
    fireEvent.keyDown(legal, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'General conditions' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Register' })).toBeTruthy();
  });
});
