import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestI18n } from '../../../tests/support/test-i18n';
import { Button } from '../Button/Button';
import { Sheet } from './Sheet';

afterEach(cleanup);

function Harness() {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(false);
  return (
    <I18nextProvider i18n={createTestI18n()}>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {done ? <p>Booked</p> : null}
      {open ? (
        <Sheet
          title="Padel 1 at 18:00"
          onClose={() => setOpen(false)}
          action={
            <Button variant="primary" block onClick={() => setDone(true)}>
              Continue
            </Button>
          }
        >
          <button type="button">60 min</button>
          <button type="button">90 min</button>
        </Sheet>
      ) : null}
    </I18nextProvider>
  );
}

describe('Sheet', () => {
  it('is a modal dialog named by its title that takes focus, keeps Tab inside and gives focus back on Escape', () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    const sheet = screen.getByRole('dialog', { name: 'Padel 1 at 18:00' });
    expect(sheet.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '60 min' }));

    // Tab from the last control (the primary action) comes back to the first.
    screen.getByRole('button', { name: 'Continue' }).focus();
    fireEvent.keyDown(document.activeElement!, { key: 'Tab' });
    expect(sheet.contains(document.activeElement)).toBe(true);

    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('puts its one primary action after the choices', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const buttons = screen.getAllByRole('button').filter((button) => button.closest('[role="dialog"]'));
    expect(buttons.map((button) => button.textContent)).toEqual(['', '60 min', '90 min', 'Continue']);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Booked')).toBeTruthy();
  });
});
