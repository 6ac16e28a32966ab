import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create as parseFont } from 'fontkit';
import PDFDocument from 'pdfkit';
import { FONT_FILES } from './font-files';

export type Pdf = PDFKit.PDFDocument;

export interface PdfOptions {
  title: string;
  /** The document's language (its /Lang entry: screen readers and search read it). */
  language: string;
  /** Off only to inspect the output by eye. */
  compress?: boolean;
}

/**
 * The documents' typeface: DejaVu Sans (its licence allows embedding), which covers the Latin, Greek and Cyrillic
 * names the PDF built-in fonts (Windows-1252 only) print as "?"; pdfkit embeds only the glyphs used. Parsed once
 * and shared: pdfkit would otherwise parse the file again for every document, and the heap would keep each copy.
 */
export const FONT = { regular: 'DejaVuSans', bold: 'DejaVuSans-Bold' } as const;

/** A font as fontkit parsed it; pdfkit takes it where it takes a file (PDFFontFactory.open). */
type ParsedFont = ReturnType<typeof parseFont>;

let parsedFonts: Array<[string, ParsedFont]> | undefined;

function fonts(): Array<[string, ParsedFont]> {
  if (parsedFonts) return parsedFonts;
  const require = createRequire(import.meta.url);
  const files = { [FONT.regular]: require.resolve(FONT_FILES.regular), [FONT.bold]: require.resolve(FONT_FILES.bold) };
  parsedFonts = Object.entries(files).map(([name, file]) => [name, parseFont(readFileSync(file))]);
  return parsedFonts;
}

/** Renders a one-document PDF in memory, its text in the embedded DejaVu Sans. */
export async function renderPdf(options: PdfOptions, draw: (doc: Pdf) => void | Promise<void>): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    compress: options.compress ?? true,
    lang: options.language,
    displayTitle: true,
    info: { Title: options.title },
    // No built-in font (Helvetica) is loaded: the embedded one is registered and chosen next.
    font: null as unknown as string,
  });
  for (const [name, font] of fonts()) doc.registerFont(name, font as unknown as Buffer);
  doc.font(FONT.regular);
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

/** Text as the page shows it: no control characters (a pasted name may hold some), nothing for null. */
export function printable(text: string | null | undefined): string {
  // eslint-disable-next-line no-control-regex
  return (text ?? '').replace(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/g, '');
}
