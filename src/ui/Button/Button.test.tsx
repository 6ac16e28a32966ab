import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestI18n } from '../../../tests/support/test-i18n';
import { MemoryRouter } from 'react-router-dom';
import { Button } from './Button';
import { AnchorButton, LinkButton } from './LinkButton';
import { ConfirmButton } from './ConfirmButton';
import { useAction } from '../../api/use-action';
import type { CallResult } from '../../api/answers';

afterEach(cleanup);

describe('Button', () => {
  it('is a type=button in its variant, disabled and marked busy while an action runs', () => {
    render(
      <Button variant="primary" busy>
        Pay
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Pay' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.className).toBe('btn btn--primary');
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
  });

  it('gives links inside and outside the portal the same look', () => {
    render(
      <MemoryRouter>
        <LinkButton to="/checkout" variant="quiet" size="sm" block className="extra">
          Checkout
        </LinkButton>
        <AnchorButton href="https://example.org/" variant="primary">
          Club site
        </AnchorButton>
      </MemoryRouter>,
    );
    const inside = screen.getByRole('link', { name: 'Checkout' });
    expect(inside.getAttribute('href')).toBe('/checkout');
    expect(inside.className).toBe('btn btn--quiet btn--sm btn--block extra');
    const outside = screen.getByRole('link', { name: 'Club site' });
    expect(outside.getAttribute('href')).toBe('https://example.org/');
    expect(outside.className).toBe('btn btn--primary');
  });
});

/** A ConfirmButton over a real useAction whose call waits until the test answers it. */
function DeleteCard({ call }: { call: () => Promise<CallResult<unknown>> }) {
  const removal = useAction({ queries: { invalidate: vi.fn() } }, call);
  return (
    <I18nextProvider i18n={createTestI18n()}>
      <ConfirmButton question="Delete the card ending 4242?" confirmLabel="Yes, delete it" action={removal}>
        Delete
      </ConfirmButton>
    </I18nextProvider>
  );
}

describe('ConfirmButton', () => {
  it('asks before a destructive action, and does nothing on Cancel', async () => {
    const call = vi.fn(() => Promise.resolve({ data: { ok: true } }));
    render(<DeleteCard call={call} />);
    const trigger = screen.getByRole('button', { name: 'Delete' });
    expect(trigger.className).toContain('btn--danger');
    fireEvent.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Are you sure?' });
    expect(dialog.textContent).toContain('Delete the card ending 4242?');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(call).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(trigger);
    fireEvent.click(screen.getByRole('button', { name: 'Yes, delete it' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(call).toHaveBeenCalledOnce();
  });

  it('stays open with its button busy from the action until it settles, sends once for a double tap, then gives the focus back', async () => {
    let answer: (result: CallResult<unknown>) => void = () => undefined;
    const call = vi.fn(() => new Promise<CallResult<unknown>>((resolve) => (answer = resolve)));
    render(<DeleteCard call={call} />);
    const trigger = screen.getByRole('button', { name: 'Delete' });
    trigger.focus();
    fireEvent.click(trigger);
    const confirm = screen.getByRole('button', { name: 'Yes, delete it' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(call).toHaveBeenCalledOnce();
    expect(confirm.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('dialog')).toBeTruthy();
    await act(async () => answer({ data: { ok: false, errorMsg: 'This card pays a running membership' } }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('subtle: one of a list of rows asks the same way behind an outlined button, its confirming button still red (issue 24)', () => {
    render(
      <I18nextProvider i18n={createTestI18n()}>
        <ConfirmButton subtle question="Delete the card ending 4242?" confirmLabel="Yes, delete it" action={{ run: vi.fn(() => Promise.resolve()), busy: false }}>
          Delete
        </ConfirmButton>
      </I18nextProvider>,
    );
    const trigger = screen.getByRole('button', { name: 'Delete' });
    expect(trigger.className).toBe('btn btn--secondary btn--danger-outline');
    fireEvent.click(trigger);
    expect(screen.getByRole('button', { name: 'Yes, delete it' }).className).toContain('btn--danger');
  });
});
