import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestI18n } from '../../../tests/support/test-i18n';
import { MemoryRouter } from 'react-router-dom';
import { Button } from './Button';
import { AnchorButton, LinkButton } from './LinkButton';
import { ConfirmButton } from './ConfirmButton';

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

describe('ConfirmButton', () => {
  it('asks before a destructive action, and does nothing on Cancel', async () => {
    const onConfirm = vi.fn();
    render(
      <I18nextProvider i18n={createTestI18n()}>
        <ConfirmButton question="Delete the card ending 4242?" confirmLabel="Yes, delete it" onConfirm={onConfirm}>
          Delete
        </ConfirmButton>
      </I18nextProvider>,
    );
    const trigger = screen.getByRole('button', { name: 'Delete' });
    expect(trigger.className).toContain('btn--danger');
    fireEvent.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Are you sure?' });
    expect(dialog.textContent).toContain('Delete the card ending 4242?');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(trigger);
    fireEvent.click(screen.getByRole('button', { name: 'Yes, delete it' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('subtle: one of a list of rows asks the same way behind an outlined button, its confirming button still red (issue 24)', () => {
    render(
      <I18nextProvider i18n={createTestI18n()}>
        <ConfirmButton subtle question="Delete the card ending 4242?" confirmLabel="Yes, delete it" onConfirm={vi.fn()}>
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
