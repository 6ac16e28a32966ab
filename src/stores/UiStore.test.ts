import { describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY, resolveLanguage } from '../i18n/languages';
import { createMemoryStorage, createTestRoot } from '../../tests/support/test-root';
import { FAREWELL_KEY } from './UiStore';

describe('UiStore', () => {
  it('says goodbye once on the load after the account was deleted', () => {
    const backing = createMemoryStorage();
    const first = createTestRoot({ backing }).root;
    expect(first.ui.farewell).toBe(false);
    first.storage.set(FAREWELL_KEY, true, 60_000);
    const afterDeletion = createTestRoot({ backing }).root;
    expect(afterDeletion.ui.farewell).toBe(true);
    afterDeletion.ui.dismissFarewell();
    expect(afterDeletion.ui.farewell).toBe(false);
    expect(createTestRoot({ backing }).root.ui.farewell).toBe(false);
  });

  it('opens the login popup in the remembered mode with a return path', () => {
    const { root } = createTestRoot();
    root.ui.setLoginMode('register');
    root.ui.openLogin('/account');
    expect(root.ui.loginOpen).toBe(true);
    expect(root.ui.loginMode).toBe('register');
    expect(root.ui.loginReturnPath).toBe('/account');
  });

  it('forgets why it switched mode once the customer moves on', () => {
    const { root } = createTestRoot();
    root.ui.openLogin('/');
    root.ui.setLoginMode('reset');
    root.ui.setLoginNotice({ text: 'Please set a new password' });
    root.ui.setLoginMode('login');
    expect(root.ui.loginNotice).toBeNull();
  });

  it('resets to login mode when the popup closes', () => {
    const { root } = createTestRoot();
    root.ui.openLogin('/', 'reset');
    root.ui.setLoginMode('sent');
    root.ui.closeLogin();
    expect(root.ui.loginOpen).toBe(false);
    expect(root.ui.loginMode).toBe('login');
    root.ui.openLogin();
    expect(root.ui.loginMode).toBe('login');
  });

  it('shows and dismisses the global error', () => {
    const { root } = createTestRoot();
    root.ui.showError({ text: '<b>Server down</b>' });
    expect(root.ui.globalError).toEqual({ text: '<b>Server down</b>' });
    root.ui.dismissError();
    expect(root.ui.globalError).toBeNull();
  });

  it('switches to the mobile header below 768 px and the mobile footer below 500 px', () => {
    const { root } = createTestRoot();
    root.ui.setViewportWidth(767);
    expect(root.ui.isMobile).toBe(true);
    expect(root.ui.isMobileFooter).toBe(false);
    root.ui.setViewportWidth(499);
    expect(root.ui.isMobileFooter).toBe(true);
    root.ui.setViewportWidth(768);
    expect(root.ui.isMobile).toBe(false);
  });

  it('stores the chosen language for the next load and reloads', () => {
    const { root, reload } = createTestRoot();
    root.ui.chooseLanguage('it-IT');
    expect(reload).toHaveBeenCalledOnce();
    expect(resolveLanguage(root.storage.get<string>(LANGUAGE_STORAGE_KEY), ['fr-FR'])).toBe('it-IT');
  });
});
