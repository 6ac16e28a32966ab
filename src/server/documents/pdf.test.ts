import { describe, expect, it } from 'vitest';
import { printable, renderPdf } from './pdf';
import { pdfText } from './pdf-text';

describe('renderPdf', () => {
  it('makes a PDF whose text, in the embedded font, reads back whole, compressed or not', async () => {
    for (const compress of [true, false]) {
      const pdf = await renderPdf({ title: 'Probe', language: 'pl', compress }, (doc) => {
        doc.text('Sale S0000042 total 12,50 € Mon–Fri · Łukasz Ñúñez Çelik, Gőz');
      });
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(await pdfText(pdf)).toContain('Sale S0000042 total 12,50 € Mon–Fri · Łukasz Ñúñez Çelik, Gőz');
      // Only the font's subset is embedded, not its 750 KB.
      expect(pdf.length).toBeLessThan(60_000);
      expect(pdf.toString('latin1')).toContain('/Lang (pl)');
    }
  });

  it('still ends the document when drawing fails', async () => {
    await expect(
      renderPdf({ title: 'Broken', language: 'en-US' }, () => {
        throw new Error('drawing failed');
      }),
    ).rejects.toThrow('drawing failed');
  });
});

describe('printable', () => {
  it('keeps every letter and drops control characters', () => {
    expect(printable('Año\u0000 10:00\u202fAM · Łukasz\u0007')).toBe('Año 10:00\u202fAM · Łukasz');
    expect(printable(null)).toBe('');
  });
});
