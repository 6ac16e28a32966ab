import { afterEach, describe, expect, it, vi } from 'vitest';
import { cultureFormats } from './culture';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('cultureFormats', () => {
  it("writes a culture's short date and decimals as Intl does, and an unknown culture as en-US", () => {
    expect(cultureFormats('es-ES')).toEqual({ dateFormat: 'dd/MM/yyyy', decimalSeparator: ',' });
    expect(cultureFormats('en_US')).toEqual({ dateFormat: 'MM/dd/yyyy', decimalSeparator: '.' });
    expect(cultureFormats('xx-not-a-culture-at-all')).toEqual(cultureFormats('en-US'));
  });

  it('builds no formatter again for a culture it has already worked out (every formatted value reads them)', () => {
    cultureFormats('it-IT');
    const numberFormats = vi.spyOn(Intl, 'NumberFormat');
    const dateFormats = vi.spyOn(Intl, 'DateTimeFormat');
    for (let read = 0; read < 50; read += 1) expect(cultureFormats('it-IT')).toEqual({ dateFormat: 'dd/MM/yyyy', decimalSeparator: ',' });
    expect(numberFormats).not.toHaveBeenCalled();
    expect(dateFormats).not.toHaveBeenCalled();
  });
});
