import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Club } from '../repositories/club';
import { FONT, printable, type Pdf } from './pdf';

const LOGO_WIDTH = 90;

/** The club's logo (when it is a PNG or JPEG under the uploads folder), name and contact lines, top of the page. */
export async function drawClubHeader(doc: Pdf, club: Club, uploadsDir: string): Promise<void> {
  const top = doc.y;
  const left = doc.page.margins.left;
  const logo = club.main_logo ? await readUpload(uploadsDir, club.main_logo) : undefined;
  let textLeft = left;
  if (logo) {
    try {
      doc.image(logo, left, top, { fit: [LOGO_WIDTH, 60] });
      textLeft = left + LOGO_WIDTH + 15;
    } catch {
      // Not a format PDF can embed (e.g. SVG): the name alone heads the page.
    }
  }
  doc.font(FONT.bold).fontSize(16).text(printable(club.name), textLeft, top);
  doc.font(FONT.regular).fontSize(9).fillColor('#444444');
  for (const line of [club.address, [club.phone, club.email].filter(Boolean).join('  ·  ')]) {
    if (line) doc.text(printable(line), textLeft);
  }
  doc.fillColor('black');
  doc.y = Math.max(doc.y, top + 60) + 15;
  doc.x = left;
  doc
    .moveTo(left, doc.y)
    .lineTo(doc.page.width - doc.page.margins.right, doc.y)
    .strokeColor('#cccccc')
    .stroke();
  doc.moveDown();
}

async function readUpload(uploadsDir: string, file: string): Promise<Buffer | undefined> {
  const root = path.resolve(uploadsDir);
  const target = path.resolve(root, file.replace(/^\/+/, ''));
  if (!target.startsWith(root + path.sep)) return undefined;
  try {
    return await readFile(target);
  } catch {
    return undefined;
  }
}
