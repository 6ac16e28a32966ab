import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestI18n } from '../../../tests/support/test-i18n';
import { Dialog } from './Dialog';

afterEach(cleanup);

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <I18nextProvider i18n={createTestI18n()}>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open ? (
        <Dialog title="Login" onClose={() => setOpen(false)}>
          <input aria-label="Email" />
          <button type="button">Submit</button>
        </Dialog>
      ) : null}
    </I18nextProvider>
  );
}

describe('Dialog', () => {
  it('is a named modal dialog that takes focus and gives it back on Escape', () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Login' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('puts the focus on the first field of a form that loads after the dialog opened, unless the user moved on', async () => {
    function LateForm({ loaded }: { loaded: boolean }) {
      return (
        <I18nextProvider i18n={createTestI18n()}>
          <Dialog title="Login" onClose={() => undefined} initialFocus="firstField">
            {loaded ? <input aria-label="Email" /> : <div aria-busy="true" />}
            <button type="button">Register instead</button>
          </Dialog>
        </I18nextProvider>
      );
    }
    const { rerender } = render(<LateForm loaded={false} />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Register instead' }));
    rerender(<LateForm loaded />);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Email')));
    cleanup();

    const moved = render(<LateForm loaded={false} />);
    screen.getByRole('button', { name: 'Close' }).focus();
    moved.rerender(<LateForm loaded />);
    await new Promise((resolve) => queueMicrotask(() => resolve(undefined)));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  });

  it('keeps Tab inside the dialog', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const submit = screen.getByRole('button', { name: 'Submit' });
    submit.focus();
    fireEvent.keyDown(submit, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    fireEvent.keyDown(document.activeElement as Element, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(submit);
  });

  it('closes with its close button', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('steps out of sight while another dialog is over it, and comes back when that one closes', () => {
    function Stacked() {
      const [inner, setInner] = useState(false);
      return (
        <I18nextProvider i18n={createTestI18n()}>
          <Dialog title="Menu" variant="drawer" onClose={() => undefined}>
            <button type="button" onClick={() => setInner(true)}>
              Access code
            </button>
          </Dialog>
          {inner ? (
            <Dialog title="Code" onClose={() => setInner(false)}>
              <p>1234</p>
            </Dialog>
          ) : null}
        </I18nextProvider>
      );
    }
    render(<Stacked />);
    const opener = screen.getByRole('button', { name: 'Access code' });
    fireEvent.click(opener);
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
    const code = screen.getByRole('dialog', { name: 'Code' });
    fireEvent.keyDown(code, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeTruthy();
    expect(document.activeElement).toBe(opener);
  });
});
