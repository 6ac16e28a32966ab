import { describe, expect, it } from 'vitest';
import { printable, renderPdf } from './pdf';
import { pdfText } from './pdf-text';

describe('renderPdf', () => {
  it('makes a PDF whose text can be read back, compressed or not', async () => {
    for (const compress of [true, false]) {
      const pdf = await renderPdf({ title: 'Probe', compress }, (doc) => {
        doc.text('Sale S0000042 total 12,50 € Mon–Fri');
      });
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdfText(pdf)).toContain('Sale S0000042 total 12,50 € Mon–Fri');
    }
  });

  it('still ends the document when drawing fails', async () => {
    await expect(
      renderPdf({ title: 'Broken' }, () => {
        throw new Error('drawing failed');
      }),
    ).rejects.toThrow('drawing failed');
  });
});

describe('printable', () => {
  it('keeps Latin-1 text and replaces what the built-in fonts cannot show', () => {
    expect(printable('Año 10:00\u202fAM · Mon–Fri “€” Łukasz')).toBe('Año 10:00 AM · Mon–Fri “€” ?ukasz');
    expect(printable(null)).toBe('');
  });
});
