import PDFDocument from 'pdfkit';

export type Pdf = PDFKit.PDFDocument;

export interface PdfOptions {
  title: string;
  /** Off only to inspect the output by eye. */
  compress?: boolean;
}

/** Renders a one-document PDF in memory. */
export async function renderPdf(options: PdfOptions, draw: (doc: Pdf) => void | Promise<void>): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50, compress: options.compress ?? true, info: { Title: options.title } });
  const chunks: Buffer[] = [];
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  try {
    await draw(doc);
  } finally {
    doc.end();
  }
  return finished;
}

/** What the built-in fonts put at 0x80-0x9F of their WinAnsi (Windows-1252) encoding. */
export const WIN_ANSI_80_9F = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const WIN_ANSI_EXTRAS = new Set([...WIN_ANSI_80_9F].filter((char) => char >= '\u00a0'));

/**
 * Text the built-in PDF fonts can show: they only know the Windows-1252 characters, and ICU writes
 * times with narrow no-break spaces.
 */
export function printable(text: string | null | undefined): string {
  return [...(text ?? '').replace(/[\u00a0\u202f\u2009]/g, ' ')].map((char) => (/[\x20-\x7e\u00a1-\u00ff\n]/.test(char) || WIN_ANSI_EXTRAS.has(char) ? char : '?')).join('');
}
