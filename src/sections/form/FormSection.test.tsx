import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FormFile } from '../../generated/schemas/manifest';
import { createTestI18n } from '../../../tests/support/test-i18n';
import changePassword from '../../../manifest/forms/change-password.json';
import resetPassword from '../../../manifest/forms/reset-password.json';
import infoRequest from '../../../manifest/forms/info-request.json';
import accountPersonal from '../../../manifest/forms/account-personal.json';
import { COMPANION_SLOT_ATTRIBUTE, addCompanion } from './form-companions';
import { FormSection } from './FormSection';

// Vitest runs without globals, so Testing Library cannot unmount between tests by itself.
afterEach(cleanup);

const i18n = createTestI18n();
const renderForm = (ui: ReactElement) => render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
const asForm = (json: unknown) => json as FormFile;

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('FormSection', () => {
  it('groups the personal data (you, contact) and keeps the extra contacts behind a disclosure that says how many are filled and opens on an error', async () => {
    const onSubmit = vi.fn(async () => ({ ok: false as const, fieldErrors: { phone2: [{ text: 'Not a phone number' }] } }));
    const initialValues = { name: 'Ana', surname: 'García', email: 'ana@demo.club', phone: '+34 600 111 222', email2: 'ana@example.com', phone2: '12' };
    const { container } = renderForm(<FormSection form={asForm(accountPersonal)} onSubmit={onSubmit} initialValues={initialValues} />);
    expect(screen.getByRole('group', { name: 'About you' }).textContent).toContain('Surname');
    expect(screen.getByRole('group', { name: 'Contact' }).textContent).toContain('Phone');
    const extra = container.querySelector('details')!;
    expect(extra.querySelector('summary')?.textContent).toBe('More e-mails and phones (2)');
    expect(extra.open).toBe(false);
    expect(screen.getAllByRole('button', { name: 'Save' })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Not a phone number')).toBeTruthy();
    expect(extra.open).toBe(true);
  });

  it("checks the contract's format and length before sending, and puts a server refusal naming a field under it", async () => {
    const onSubmit = vi.fn(async () => ({ ok: false as const, message: { text: 'body/email must be a valid e-mail address' } }));
    const contractRules = { email: [{ rule: 'email' as const }, { rule: 'maxLength' as const, value: 254 }], question: [{ rule: 'maxLength' as const, value: 10 }] };
    const form = asForm({ ...infoRequest, showErrors: true });
    renderForm(<FormSection form={form} onSubmit={onSubmit} contractRules={contractRules} />);
    type('Question', 'When?');
    type('Email', 'ana@');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please enter a valid e-mail address')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    type('Email', 'ana@demo.club');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Email must be a valid e-mail address');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('ties each label to its input', () => {
    renderForm(<FormSection form={asForm(changePassword)} onSubmit={vi.fn()} />);
    expect(screen.getByLabelText('Current password').getAttribute('type')).toBe('password');
    expect(screen.getByLabelText('New password').getAttribute('autocomplete')).toBe('new-password');
  });

  it('shows a typed password on request, and hides it again', () => {
    renderForm(<FormSection form={asForm(changePassword)} onSubmit={vi.fn()} />);
    type('Current password', 'old-secret');
    const input = screen.getByLabelText('Current password');
    const [show] = screen.getAllByRole('button', { name: 'Show password' });
    fireEvent.click(show!);
    expect(input.getAttribute('type')).toBe('text');
    expect((input as HTMLInputElement).value).toBe('old-secret');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input.getAttribute('type')).toBe('password');
  });

  it('shows Required under empty fields, marks them invalid and does not submit', () => {
    const onSubmit = vi.fn();
    renderForm(<FormSection form={asForm(changePassword)} onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const input = screen.getByLabelText('Current password');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = input.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Required');
    expect(document.activeElement).toBe(input);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows "Minimum length is 5" for a short new password', () => {
    renderForm(<FormSection form={asForm(changePassword)} onSubmit={vi.fn()} />);
    type('Current password', 'old-secret');
    type('New password', 'abc');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Minimum length is 5')).toBeTruthy();
  });

  it('clears an error as soon as the user fixes the field', () => {
    renderForm(<FormSection form={asForm(changePassword)} onSubmit={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    type('Current password', 'old-secret');
    expect(screen.getByLabelText('Current password').getAttribute('aria-invalid')).toBeNull();
  });

  it('shows "Password does not match" on both reset fields', () => {
    renderForm(<FormSection form={asForm(resetPassword)} onSubmit={vi.fn()} />);
    type('New password', 'secret1');
    type('Repeat password', 'secret2');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getAllByText('Password does not match')).toHaveLength(2);
  });

  it('submits clean values and shows the success message', async () => {
    const onSubmit = vi.fn(async () => ({ ok: true as const }));
    renderForm(<FormSection form={asForm(changePassword)} onSubmit={onSubmit} />);
    type('Current password', 'old\u0000-secret');
    type('New password', 'new-secret');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('status')).textContent).toBe('Data modified!');
    expect(onSubmit).toHaveBeenCalledWith({ currentPassword: 'old-secret', newPassword: 'new-secret' });
  });

  it("puts the server's refusal under the field it concerns", async () => {
    const onSubmit = async () => ({ ok: false as const, fieldErrors: { currentPassword: [{ key: 'auth.wrongPassword' as const }] } });
    renderForm(<FormSection form={asForm(changePassword)} onSubmit={onSubmit} />);
    type('Current password', 'bad-secret');
    type('New password', 'new-secret');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Wrong password');
    expect(screen.getByLabelText('Current password').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the crash text when the handler throws', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderForm(<FormSection form={asForm(changePassword)} onSubmit={() => Promise.reject(new Error('offline'))} />);
    type('Current password', 'old-secret');
    type('New password', 'new-secret');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Oops! Technical problems. Please try again in a few minutes.');
  });

  it('is busy while the save runs and sends one request for a second tap', async () => {
    let answer!: (result: { ok: true }) => void;
    const onSubmit = vi.fn(() => new Promise<{ ok: true }>((resolve) => (answer = resolve)));
    const { container } = renderForm(<FormSection form={asForm(changePassword)} onSubmit={onSubmit} />);
    type('Current password', 'old-secret');
    type('New password', 'new-secret');
    const save = screen.getByRole('button', { name: 'Save' });
    fireEvent.click(save);
    await waitFor(() => expect(save.getAttribute('aria-busy')).toBe('true'));
    expect(container.querySelector('form')?.getAttribute('aria-busy')).toBe('true');
    fireEvent.submit(container.querySelector('form')!);
    fireEvent.submit(container.querySelector('form')!);
    answer({ ok: true });
    expect((await screen.findByRole('status')).textContent).toBe('Data modified!');
    expect(save.getAttribute('aria-busy')).toBeNull();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it("shows the server's refusal above the form and saves no companion after it", async () => {
    const onSubmit = vi.fn(async () => ({ ok: false as const, message: { text: 'The club is closed for maintenance' } }));
    const companion = vi.fn(async () => ({ ok: true as const }));
    const { container } = renderForm(<FormSection form={asForm(changePassword)} onSubmit={onSubmit} />);
    addCompanion(container.querySelector(`[${COMPANION_SLOT_ATTRIBUTE}]`)!, companion);
    type('Current password', 'old-secret');
    type('New password', 'new-secret');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The club is closed for maintenance');
    expect(companion).not.toHaveBeenCalled();
  });

  it("saves the companions in order after the form's own save, from the record it left, and shows the first refusal", async () => {
    const order: string[] = [];
    const onSubmit = vi.fn(async () => (order.push('form'), { ok: true as const, saved: { id: 7 } }));
    const first = vi.fn(async (saved: unknown) => (order.push(`first ${JSON.stringify(saved)}`), { ok: false as const, message: { text: 'Licence unknown' } }));
    const second = vi.fn(async () => (order.push('second'), { ok: true as const }));
    const { container } = renderForm(<FormSection form={asForm(changePassword)} onSubmit={onSubmit} />);
    const slot = container.querySelector(`[${COMPANION_SLOT_ATTRIBUTE}]`)!;
    addCompanion(slot, first);
    addCompanion(slot, second);
    type('Current password', 'old-secret');
    type('New password', 'new-secret');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Licence unknown');
    expect(order).toEqual(['form', 'first {"id":7}']);
  });

  it('sends nothing and says nothing for an incomplete info request, then thanks and hides the form', async () => {
    const onSubmit = vi.fn(async () => ({ ok: true as const }));
    renderForm(<FormSection form={asForm(infoRequest)} onSubmit={onSubmit} />);
    type('Email', 'ana@club.test');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.queryByText('Required')).toBeNull();

    fireEvent.change(screen.getByLabelText('Question'), { target: { value: 'Opening hours?\nThanks' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('status')).textContent).toBe('Thanks! we will contact you ASAP!');
    expect(onSubmit).toHaveBeenCalledWith({ email: 'ana@club.test', question: 'Opening hours?\nThanks' });
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
  });

  it('requires a choice in a select left at -1 and starts from loaded values', async () => {
    const form = asForm({
      fields: [
        {
          name: 'gender',
          widget: 'select',
          label: 'fields.gender',
          options: [
            { value: 0, label: 'gender.male' },
            { value: 1, label: 'gender.female' },
          ],
          rules: [{ rule: 'required' }],
        },
      ],
      submitLabel: 'common.save',
    });
    const onSubmit = vi.fn(async () => ({ ok: true as const }));
    renderForm(<FormSection form={form} onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Required')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Gender'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ gender: 1 }));
  });

  it('fills the account form from the loaded customer', () => {
    renderForm(<FormSection form={asForm(accountPersonal)} onSubmit={vi.fn()} initialValues={{ name: 'Ana', gender: 1, okRss: true, birthDate: '1990-04-02T00:00:00' }} />);
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Ana');
    expect((screen.getByLabelText('Gender') as HTMLSelectElement).value).toBe('1');
    expect((screen.getByLabelText('I want to receive news and offers') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Birth date') as HTMLInputElement).value).toBe('1990-04-02');
  });

  it('shows a visible error for an unknown field widget', () => {
    const form = asForm({ fields: [{ name: 'card', widget: 'cardEntry', label: 'fields.name' }], submitLabel: 'common.save' });
    renderForm(<FormSection form={form} onSubmit={vi.fn()} />);
    expect(screen.getByRole('alert').textContent).toBe('Unknown field widget "cardEntry" for field "card"');
  });
});
