import { describe, expect, it } from 'vitest';
import { cardMask, checkCard, detectBrand, formatCardNumber, formatExpiry, isExpiryCurrent, parseExpiry, previewNumber, securityCodeFits } from './card-input';
import { passesLuhn } from '../../domain/luhn';

describe('brand detection', () => {
  it.each([
    ['378282246310005', 'american express'],
    ['341111111111111', 'american express'],
    ['4242424242424242', 'visa'],
    ['4', 'visa'],
    ['30569309025904', 'diners'],
    ['36227206271667', 'diners'],
    ['38520000023237', 'diners'],
    ['6011111111111117', 'discover'],
    ['6445644564456445', 'discover'],
    ['6500000000000002', 'discover'],
    ['3530111333300000', 'jcb'],
    ['3566002020360505', 'jcb'],
    ['5018000000000009', 'maestro'],
    ['6759649826438453', 'maestro'],
    ['6304000000000000', 'maestro'],
    ['5555555555554444', 'mastercard'],
    ['5105105105105100', 'mastercard'],
    ['2221000000000009', 'mastercard'],
    ['2720990000000007', 'mastercard'],
    ['6200000000000005', 'unionpay'],
    ['6212345678901232', 'unionpay'],
    ['9999999999999999', 'unknown'],
    ['', 'unknown'],
    ['3', 'unknown'],
  ] as const)('%s is %s', (number, brand) => {
    expect(detectBrand(number)).toBe(brand);
  });

  it('reads the digits of a formatted number', () => {
    expect(detectBrand('3782 822463 10005')).toBe('american express');
  });
});

describe('masks', () => {
  it('groups American Express 4-6-5, Diners 4-6-4 and every other brand 4×4', () => {
    expect(cardMask('american express')).toEqual([4, 6, 5]);
    expect(cardMask('diners')).toEqual([4, 6, 4]);
    for (const brand of ['visa', 'discover', 'jcb', 'maestro', 'mastercard', 'unionpay', 'unknown'] as const) expect(cardMask(brand)).toEqual([4, 4, 4, 4]);
  });

  it('formats as typed, drops non-digits and cuts at the brand length', () => {
    expect(formatCardNumber('378282246310005999')).toEqual({ text: '3782 822463 10005', digits: '378282246310005', brand: 'american express' });
    expect(formatCardNumber('36227206271667').text).toBe('3622 720627 1667');
    expect(formatCardNumber('4242-4242-4242-4242-42').text).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('42424').text).toBe('4242 4');
    expect(formatCardNumber('3782 82').text).toBe('3782 82');
    expect(formatCardNumber('abc').text).toBe('');
  });

  it('fills the rest of the preview with #', () => {
    expect(previewNumber('4242', 'visa')).toBe('4242 #### #### ####');
    expect(previewNumber('', 'american express')).toBe('#### ###### #####');
    expect(previewNumber('3622', 'diners')).toBe('3622 ###### ####');
  });
});

describe('expiry', () => {
  it('formats MM/YY as typed', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12/');
    expect(formatExpiry('1228')).toBe('12/28');
    expect(formatExpiry('12/289')).toBe('12/28');
    expect(formatExpiry('4')).toBe('04/');
    expect(formatExpiry('ab')).toBe('');
  });

  it('lets Backspace take the slash and the month digit before it', () => {
    expect(formatExpiry('12', '12/')).toBe('1');
  });

  it('parses a month 01–12 and a two-digit year', () => {
    expect(parseExpiry('07/29')).toEqual({ month: 7, year: 2029 });
    expect(parseExpiry('13/29')).toBeNull();
    expect(parseExpiry('00/29')).toBeNull();
    expect(parseExpiry('7/29')).toBeNull();
    expect(parseExpiry('0729')).toBeNull();
  });

  it('keeps a card valid to the end of its month', () => {
    const now = new Date(2026, 4, 31); // 31 May 2026
    expect(isExpiryCurrent({ month: 5, year: 2026 }, now)).toBe(true);
    expect(isExpiryCurrent({ month: 4, year: 2026 }, now)).toBe(false);
    expect(isExpiryCurrent({ month: 1, year: 2027 }, now)).toBe(true);
  });
});

describe('Luhn and security code', () => {
  it('accepts the test numbers and refuses a changed digit', () => {
    for (const number of ['4242424242424242', '378282246310005', '36227206271667', '4548812049400004', '5555555555554444']) expect(passesLuhn(number)).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('')).toBe(false);
  });

  it('wants 4 digits for American Express and 3 or 4 for the others', () => {
    expect(securityCodeFits('1234', 'american express')).toBe(true);
    expect(securityCodeFits('123', 'american express')).toBe(false);
    expect(securityCodeFits('123', 'visa')).toBe(true);
    expect(securityCodeFits('12', 'visa')).toBe(false);
    expect(securityCodeFits('12a', 'visa')).toBe(false);
  });
});

describe('checkCard', () => {
  const now = new Date(2026, 4, 15);
  const filled = { name: 'Ana Demo', number: '4242 4242 4242 4242', expiry: '12/28', securityCode: '123' };

  it('says every empty field is missing ("Please fill all fields")', () => {
    expect(checkCard({ name: '', number: '', expiry: '', securityCode: '' }, now)).toEqual({
      ok: false,
      missing: true,
      problems: { name: 'required', number: 'required', expiry: 'required', securityCode: 'required' },
    });
    expect(checkCard({ ...filled, securityCode: ' ' }, now)).toEqual({ ok: false, missing: true, problems: { securityCode: 'required' } });
  });

  it('finds an incomplete or wrong number, a past or malformed expiry and a short code', () => {
    expect(checkCard({ ...filled, number: '4242 4242' }, now)).toEqual({ ok: false, missing: false, problems: { number: 'invalid' } });
    expect(checkCard({ ...filled, number: '4242 4242 4242 4241' }, now)).toEqual({ ok: false, missing: false, problems: { number: 'invalid' } });
    expect(checkCard({ ...filled, expiry: '04/26' }, now)).toEqual({ ok: false, missing: false, problems: { expiry: 'invalid' } });
    expect(checkCard({ ...filled, expiry: '13/28' }, now)).toEqual({ ok: false, missing: false, problems: { expiry: 'invalid' } });
    expect(checkCard({ ...filled, number: '3782 822463 10005' }, now)).toEqual({ ok: false, missing: false, problems: { securityCode: 'invalid' } });
  });

  it('hands over the digits, the brand and the expiry parts', () => {
    expect(checkCard(filled, now)).toEqual({
      ok: true,
      card: { name: 'Ana Demo', number: '4242424242424242', brand: 'visa', expiry: '12/28', expiryMonth: 12, expiryYear: 2028, securityCode: '123' },
    });
  });
});
