import { describe, expect, it } from 'vitest';
import type { FormField } from '../generated/schemas/manifest';
import { validateField, validateForm } from './validation';

describe('validateField', () => {
  it('reports Required for an empty or blank text', () => {
    expect(validateField('', [{ rule: 'required' }])).toEqual([{ key: 'validation.required' }]);
    expect(validateField('   ', [{ rule: 'required' }])).toEqual([{ key: 'validation.required' }]);
    expect(validateField('x', [{ rule: 'required' }])).toEqual([]);
  });

  it('reports Required for a select left at -1 and an unticked box', () => {
    expect(validateField(-1, [{ rule: 'required' }])).toEqual([{ key: 'validation.required' }]);
    expect(validateField(0, [{ rule: 'required' }])).toEqual([]);
    expect(validateField(false, [{ rule: 'required', message: 'validation.acceptLegal' }])).toEqual([{ key: 'validation.acceptLegal' }]);
  });

  it('gives the minimum length as an argument', () => {
    expect(validateField('abcd', [{ rule: 'minLength', value: 5 }])).toEqual([{ key: 'validation.minLength', args: { min: 5 } }]);
    expect(validateField('abcde', [{ rule: 'minLength', value: 5 }])).toEqual([]);
  });

  it('shows only Required for an empty required field with other rules', () => {
    const rules = [{ rule: 'required' as const }, { rule: 'minLength' as const, value: 5 }];
    expect(validateField('', rules)).toEqual([{ key: 'validation.required' }]);
  });

  it('leaves an empty optional field alone', () => {
    expect(validateField('', [{ rule: 'minLength', value: 5 }])).toEqual([]);
  });

  it('uses the message key the manifest gives', () => {
    expect(validateField('0034600', [{ rule: 'contains', value: '@', message: 'auth.emailIsUserName' }])).toEqual([{ key: 'auth.emailIsUserName', args: { text: '@' } }]);
  });

  it('checks numeric bounds', () => {
    expect(validateField(1001, [{ rule: 'max', value: 1000 }])).toEqual([{ key: 'validation.max', args: { max: 1000 } }]);
    expect(validateField(0, [{ rule: 'min', value: 1 }])).toEqual([{ key: 'validation.min', args: { min: 1 } }]);
  });
});

describe('validateForm', () => {
  const resetPassword: FormField[] = [
    {
      name: 'newPassword',
      widget: 'password',
      label: 'fields.newPassword',
      rules: [{ rule: 'required' }, { rule: 'minLength', value: 5 }, { rule: 'sameAs', value: 'repeatPassword', message: 'validation.passwordMismatch' }],
    },
    {
      name: 'repeatPassword',
      widget: 'password',
      label: 'fields.repeatPassword',
      rules: [{ rule: 'required' }, { rule: 'minLength', value: 5 }, { rule: 'sameAs', value: 'newPassword', message: 'validation.passwordMismatch' }],
    },
  ];

  it('shows "Password does not match" on both fields', () => {
    const errors = validateForm(resetPassword, { newPassword: 'secret1', repeatPassword: 'secret2' });
    expect(errors.newPassword).toEqual([{ key: 'validation.passwordMismatch', args: { field: 'repeatPassword' } }]);
    expect(errors.repeatPassword).toEqual([{ key: 'validation.passwordMismatch', args: { field: 'newPassword' } }]);
  });

  it('returns no errors for a valid form', () => {
    expect(validateForm(resetPassword, { newPassword: 'secret', repeatPassword: 'secret' })).toEqual({});
  });

  it('reports both fields when both are empty', () => {
    expect(Object.keys(validateForm(resetPassword, {}))).toEqual(['newPassword', 'repeatPassword']);
  });
});
