import { describe, expect, it } from 'vitest';
import { refusalFieldErrors } from './refusal-fields';

const fields = [
  { name: 'email', label: 'Email' },
  { name: 'name', label: 'Nombre' },
];

describe('refusalFieldErrors', () => {
  it("puts a refusal naming a field under it, with the field's label instead of the body path", () => {
    expect(refusalFieldErrors({ text: 'body/name no debe tener más de 100 caracteres' }, fields)).toEqual({ name: [{ text: 'Nombre no debe tener más de 100 caracteres' }] });
    expect(refusalFieldErrors({ text: 'body/email must be a valid e-mail address' }, fields)).toEqual({ email: [{ text: 'Email must be a valid e-mail address' }] });
  });

  it('leaves other refusals to the whole form', () => {
    expect(refusalFieldErrors({ text: 'body/other is too long' }, fields)).toBeUndefined();
    expect(refusalFieldErrors({ text: 'This e-mail is already registered' }, fields)).toBeUndefined();
    expect(refusalFieldErrors({ key: 'errors.crash' }, fields)).toBeUndefined();
    expect(refusalFieldErrors(undefined, fields)).toBeUndefined();
  });
});
