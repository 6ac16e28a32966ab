import { inflateSync } from 'node:zlib';
import { WIN_ANSI_80_9F } from './pdf';

// The built-in fonts are WinAnsi encoded: 0x80-0x9F are not the Latin-1 controls (0x80 is €).
const winAnsi = (bytes: Buffer) => [...bytes].map((byte) => (byte >= 0x80 && byte <= 0x9f ? WIN_ANSI_80_9F[byte - 0x80] : String.fromCharCode(byte))).join('');

/**
 * The text drawn in a PDF made by pdfkit with its built-in fonts, one line per text operation, for
 * tests. pdfkit writes text as hex strings in TJ arrays inside (usually deflated) content streams.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) continue;
    const bytes = pdf.subarray(start, end);
    let content: string;
    try {
      content = inflateSync(bytes).toString('latin1');
    } catch {
      content = bytes.toString('latin1');
    }
    for (const array of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const pieces = [...array[1]!.matchAll(/<([0-9a-fA-F\s]*)>/g)].map((hex) => winAnsi(Buffer.from(hex[1]!.replace(/\s/g, ''), 'hex')));
      lines.push(pieces.join(''));
    }
  }
  return lines.join('\n');
}
