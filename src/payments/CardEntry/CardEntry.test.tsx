import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestI18n } from '../../../tests/support/test-i18n';
import CardEntryWidget, { CardEntry, CardEntryDialog } from './CardEntry';

// Vitest runs without globals, so Testing Library cannot unmount between tests by itself.
afterEach(cleanup);

const now = () => new Date(2026, 4, 15);

function show(ui: ReactNode) {
  return render(<I18nextProvider i18n={createTestI18n()}>{ui}</I18nextProvider>);
}

const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const preview = () => document.querySelector('.card-entry__card') as HTMLElement;

function fill(values: { name?: string; number?: string; expiry?: string; code?: string }) {
  if (values.name !== undefined) fireEvent.change(input(/Name on card/), { target: { value: values.name } });
  if (values.number !== undefined) fireEvent.change(input(/Card number/), { target: { value: values.number } });
  if (values.expiry !== undefined) fireEvent.change(input(/Expiry date/), { target: { value: values.expiry } });
  if (values.code !== undefined) fireEvent.change(input(/Security code/), { target: { value: values.code } });
}

describe('card entry', () => {
  it('labels its fields for autofill and numeric keyboards; the name takes 20 characters', () => {
    show(<CardEntry onSubmit={vi.fn()} now={now} />);
    expect(input(/Name on card/).autocomplete).toBe('cc-name');
    expect(input(/Name on card/).maxLength).toBe(20);
    for (const [label, autocomplete] of [
      [/Card number/, 'cc-number'],
      [/Expiry date/, 'cc-exp'],
      [/Security code/, 'cc-csc'],
    ] as const) {
      expect(input(label).autocomplete).toBe(autocomplete);
      expect(input(label).inputMode).toBe('numeric');
    }
  });

  it("formats the number with the brand's mask as it is typed and shows the brand", () => {
    show(<CardEntry onSubmit={vi.fn()} now={now} />);
    fill({ number: '378282246310005' });
    expect(input(/Card number/).value).toBe('3782 822463 10005');
    expect(screen.getByText('Card type: American Express')).toBeTruthy();
    expect(preview().dataset['brand']).toBe('american express');
    expect(preview().textContent).toContain('3782 822463 10005');

    fill({ number: '36227206271667' });
    expect(input(/Card number/).value).toBe('3622 720627 1667');
    expect(screen.getByText('Card type: Diners Club')).toBeTruthy();

    fill({ number: '42424242424242429' });
    expect(input(/Card number/).value).toBe('4242 4242 4242 4242');
    expect(screen.getByText('Card type: Visa')).toBeTruthy();

    fill({ number: '4242' });
    expect(preview().textContent).toContain('4242 #### #### ####');
  });

  it('formats the expiry as MM/YY and keeps only digits in the security code', () => {
    show(<CardEntry onSubmit={vi.fn()} now={now} />);
    fill({ expiry: '1228' });
    expect(input(/Expiry date/).value).toBe('12/28');
    fill({ code: '12a34' });
    expect(input(/Security code/).value).toBe('1234');
  });

  it('turns the preview to its back while the security code has focus', () => {
    show(<CardEntry onSubmit={vi.fn()} now={now} />);
    expect(preview().classList.contains('card-entry__card--back')).toBe(false);
    fireEvent.focus(input(/Security code/));
    expect(preview().classList.contains('card-entry__card--back')).toBe(true);
    fireEvent.focus(input(/Card number/));
    expect(preview().classList.contains('card-entry__card--back')).toBe(false);
    fireEvent.focus(input(/Security code/));
    fireEvent.blur(input(/Security code/));
    expect(preview().classList.contains('card-entry__card--back')).toBe(false);
  });

  it('says "Please fill all fields" and hands nothing over when fields are empty', () => {
    const onSubmit = vi.fn();
    show(<CardEntry onSubmit={onSubmit} now={now} />);
    fill({ name: 'Ana Demo', number: '4242424242424242' });
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(screen.getByRole('alert').textContent).toBe('Please fill all fields');
    expect(onSubmit).not.toHaveBeenCalled();
    const code = input(/Security code/);
    expect(code.getAttribute('aria-invalid')).toBe('true');
    const described = (code.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['Required']);
    expect(input(/Name on card/).hasAttribute('aria-invalid')).toBe(false);
  });

  it('names the field that is wrong', () => {
    const onSubmit = vi.fn();
    show(<CardEntry onSubmit={onSubmit} now={now} />);
    fill({ name: 'Ana Demo', number: '4242424242424241', expiry: '0426', code: '123' });
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(input(/Card number/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Check the card number')).toBeTruthy();
    expect(screen.getByText('Check the expiry date (MM/YY, not past)')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    fill({ number: '4242424242424242' });
    expect(screen.queryByText('Check the card number')).toBeNull();
  });

  it("hands the card to the provider's callback only, busy while it runs, and shows the provider's refusal", async () => {
    let settle: () => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (settle = resolve)));
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { rerender } = show(<CardEntry onSubmit={onSubmit} now={now} submitLabel="Pay 25.00 €" />);
    fill({ name: 'Ana Demo', number: '4548 8120 4940 0004', expiry: '12/28', code: '123' });
    fireEvent.click(screen.getByRole('button', { name: 'Pay 25.00 €' }));
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Ana Demo',
      number: '4548812049400004',
      brand: 'visa',
      expiry: '12/28',
      expiryMonth: 12,
      expiryYear: 2028,
      securityCode: '123',
    });
    expect(screen.getByRole('button', { name: 'Pay 25.00 €' }).getAttribute('aria-busy')).toBe('true');
    await act(async () => settle());
    expect(screen.getByRole('button', { name: 'Pay 25.00 €' }).hasAttribute('aria-busy')).toBe(false);
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();

    rerender(
      <I18nextProvider i18n={createTestI18n()}>
        <CardEntry onSubmit={onSubmit} now={now} error="Card declined" />
      </I18nextProvider>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Card declined');
  });

  it('opens as a popup (NetPay, Authorize.Net) that Cancel and Escape close', () => {
    const onClose = vi.fn();
    show(<CardEntryDialog onSubmit={vi.fn()} onClose={onClose} now={now} />);
    const dialog = screen.getByRole('dialog', { name: 'Card details' });
    expect(dialog.querySelector('input[autocomplete="cc-number"]')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('as a widget by name, takes the callback and the popup choice from its options', () => {
    const onSubmit = vi.fn();
    const onClose = vi.fn();
    show(<CardEntryWidget options={{ onSubmit, onClose, popup: true }} />);
    expect(screen.getByRole('dialog', { name: 'Card details' })).toBeTruthy();
    cleanup();
    show(<CardEntryWidget options={{}} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Pay' })).toBeTruthy();
  });
});
