import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestI18n } from '../../../tests/support/test-i18n';
import { Field, Fieldset, PasswordInput } from './Field';

afterEach(cleanup);

describe('Field', () => {
  it('labels its control and ties the help and the error to it', () => {
    render(
      <Fieldset legend="Contact">
        <Field label="Phone" help="With the country code" error="Enter a phone number" width="sm" required>
          <input type="tel" />
        </Field>
      </Fieldset>,
    );
    expect(screen.getByRole('group', { name: 'Contact' })).toBeTruthy();
    const input = screen.getByLabelText(/Phone/);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.hasAttribute('required')).toBe(true);
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['With the country code', 'Enter a phone number']);
    expect(input.closest('.cz-field')?.className).toContain('cz-field--sm');
  });

  it('is valid without an error', () => {
    render(
      <Field label="Name">
        <input />
      </Field>,
    );
    expect(screen.getByLabelText('Name').hasAttribute('aria-invalid')).toBe(false);
  });
});

describe('PasswordInput', () => {
  it('shows and hides the password with its toggle', () => {
    render(
      <I18nextProvider i18n={createTestI18n()}>
        <Field label="Password">
          <PasswordInput />
        </Field>
      </I18nextProvider>,
    );
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('type')).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input.getAttribute('type')).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input.getAttribute('type')).toBe('password');
  });
});
