import { extractTextItems } from 'unpdf';

/**
 * The text a reader of the PDF gets (pdf.js, through unpdf), for tests: each piece of text drawn on its own line,
 * pieces drawn side by side on one line joined. It reads the glyphs back through the font's ToUnicode map, so a
 * letter the font could not show or the map lost is missing from it.
 */
export async function pdfText(pdf: Buffer): Promise<string> {
  const { items } = await extractTextItems(new Uint8Array(pdf));
  const lines: string[] = [];
  for (const page of items) {
    let previous: (typeof page)[number] | undefined;
    for (const item of page) {
      const follows = previous && !previous.hasEOL && Math.abs(previous.y - item.y) < 0.5 && Math.abs(previous.x + previous.width - item.x) < 1;
      if (follows) lines[lines.length - 1] += item.str;
      else lines.push(item.str);
      previous = item;
    }
  }
  return lines.filter((line) => line !== '').join('\n');
}
