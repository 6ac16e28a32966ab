import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { widgets } from '../engine/widget-map';
import { OpenLoginAfter } from '../widgets/shell-sign-in/OpenLoginAfter';
import { renderApp } from '../../tests/support/test-app';

// The login opener loads lazily in the portal, and React shows a lazy component only once its import has settled
// and its fallback has been up a while, on React's own clock. Here the registry holds the widget itself, so it
// mounts with the page's answer and its one-second wait runs on the test's fake clock alone.
const lazyOpener = widgets.openLoginAfter;
beforeAll(() => {
  widgets.openLoginAfter = OpenLoginAfter;
});
afterAll(() => {
  Object.assign(widgets, { openLoginAfter: lazyOpener });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  return () => vi.restoreAllMocks();
});

function main() {
  return within(screen.getByRole('main'));
}

describe('the activation page', () => {
  // The page opens the login one second after it answers (OpenLoginAfter, also tested alone in
  // shell-sign-in/OpenLoginAfter.test.tsx); here on the whole page, with the clock moved by the test.
  it('activates once, says so, and opens the login a second later, not a millisecond before', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { fetch, root } = await renderApp({ path: '/customer/activate/fresh-token', operations: { activateCustomer: { ok: true } } });
    expect(await main().findByText('Your registration is completed')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(root.ui.loginOpen).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(root.ui.loginOpen).toBe(true);
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeTruthy();
    expect(fetch.calls.filter((call) => call.path === '/api/publiccustomers/activate').map((call) => call.body)).toEqual([{ token: 'fresh-token' }]);
  });

  it('says a used link of an active account is no longer needed and opens the login', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const answer = { ok: false as const, errorMsg: 'already active', alreadyActive: true };
    await renderApp({ path: '/customer/activate/used-token', operations: { activateCustomer: answer } });
    expect(await main().findByText('Your account is already active: log in with your e-mail and password')).toBeTruthy();
    expect(main().queryByText('Sorry your activation link is expired')).toBeNull();
    expect(main().queryByText('Your registration is completed')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeTruthy();
  });

  it('says the link is expired when the server refuses', async () => {
    await renderApp({ path: '/customer/activate/old-token', operations: { activateCustomer: { ok: false, errorMsg: 'nope' } } });
    expect((await main().findByRole('alert')).textContent).toBe('Sorry your activation link is expired');
  });
});

describe('the e-mail confirmation page', () => {
  it('confirms the new address once and says so', async () => {
    const { fetch } = await renderApp({ path: '/customer/confirm-email/mail-token', operations: { confirmEmailChange: { ok: true } } });
    expect(await main().findByText('Your new e-mail is confirmed')).toBeTruthy();
    expect(fetch.calls.filter((call) => call.path === '/api/publiccustomers/confirm-email').map((call) => call.body)).toEqual([{ token: 'mail-token' }]);
  });

  it("shows the server's reason when the link is refused", async () => {
    await renderApp({ path: '/customer/confirm-email/old', operations: { confirmEmailChange: { ok: false, errorMsg: 'This link is expired' } } });
    expect((await main().findByRole('alert')).textContent).toBe('This link is expired');
  });
});

describe('the password reset page', () => {
  it('shows every validation text where the spec says', async () => {
    await renderApp({ path: '/customer/reset-password/tok' });
    const submit = await main().findByRole('button', { name: 'Submit' });
    fireEvent.click(submit);
    expect(await main().findAllByText('Required')).toHaveLength(2);
    fireEvent.change(main().getByLabelText('New password'), { target: { value: 'abc' } });
    fireEvent.change(main().getByLabelText('Repeat password'), { target: { value: 'abcdef' } });
    fireEvent.click(submit);
    expect(await main().findByText('Minimum length is 5')).toBeTruthy();
    expect(main().getAllByText('Password does not match')).toHaveLength(2);
  });

  it('shows Crash when the server refuses the new password', async () => {
    await renderApp({ path: '/customer/reset-password/tok', operations: { resetPassword: { ok: false } } });
    fireEvent.change(await main().findByLabelText('New password'), { target: { value: 'abcdef' } });
    fireEvent.change(main().getByLabelText('Repeat password'), { target: { value: 'abcdef' } });
    fireEvent.click(main().getByRole('button', { name: 'Submit' }));
    expect((await main().findByRole('alert')).textContent).toBe('Oops! Technical problems. Please try again in a few minutes.');
  });
});

describe('the change-password page', () => {
  it('needs both fields and a new password of at least 5 characters', async () => {
    await renderApp({ path: '/changePass', loggedIn: true });
    const save = await main().findByRole('button', { name: 'Save' });
    fireEvent.click(save);
    expect(await main().findAllByText('Required')).toHaveLength(2);
    fireEvent.change(main().getByLabelText('Current password'), { target: { value: 'old-pass' } });
    fireEvent.change(main().getByLabelText('New password'), { target: { value: 'abc' } });
    fireEvent.click(save);
    expect(await main().findByText('Minimum length is 5')).toBeTruthy();
  });
});

describe('the auto-login and account-link pages', () => {
  it('says "Wrong access" for a token that does not decode, with a way home (the clean layout has no header)', async () => {
    await renderApp({ path: '/auto-login?t=%7Bbroken' });
    expect((await main().findByRole('alert')).textContent).toBe('Wrong access');
    expect(main().getByRole('link', { name: 'Go to home' }).getAttribute('href')).toBe('/');
  });

  it('needs the token query before it offers the login form', async () => {
    await renderApp({ path: '/link-account' });
    expect((await main().findByRole('alert')).textContent).toBe('wrong query string');
    expect(main().getByText('Open the link again from the app you came from.')).toBeTruthy();
    expect(main().getByRole('link', { name: 'Go to home' }).getAttribute('href')).toBe('/');
    expect(main().queryByLabelText('Email')).toBeNull();
    cleanup();
    await renderApp({ path: '/link-account?token=app' });
    expect(await main().findByLabelText('Email')).toBeTruthy();
    expect(main().queryByText('wrong query string')).toBeNull();
  });
});
