/** File kinds a form accepts (images, pdf, doc, docx, txt, xlsx), recognised by their first bytes. */
export interface FileKind {
  contentType: string;
  extension: string;
}

const startsWith = (data: Buffer, bytes: number[], offset = 0) => bytes.every((byte, index) => data[offset + index] === byte);

/** Bytes of a file's start enough to recognise its kind (and, for text, to judge it text). */
const HEAD_BYTES = 8192;
const DOCX_MARKER = Buffer.from('word/document.xml');
const XLSX_MARKER = Buffer.from('xl/workbook.xml');
const MARKER_OVERLAP = Math.max(DOCX_MARKER.length, XLSX_MARKER.length) - 1;

/**
 * Recognises a file's kind while it streams by: keeps its first bytes and looks for the Office main-part names
 * across chunk boundaries, never holding more than a few kilobytes.
 */
export class FileKindSniffer {
  private head = Buffer.alloc(0);
  private tail = Buffer.alloc(0);
  private docx = false;
  private xlsx = false;

  push(chunk: Buffer): void {
    if (this.head.length < HEAD_BYTES) this.head = Buffer.concat([this.head, chunk.subarray(0, HEAD_BYTES - this.head.length)]);
    const seam = Buffer.concat([this.tail, chunk.subarray(0, MARKER_OVERLAP)]);
    this.docx ||= seam.includes(DOCX_MARKER) || chunk.includes(DOCX_MARKER);
    this.xlsx ||= seam.includes(XLSX_MARKER) || chunk.includes(XLSX_MARKER);
    const joined = chunk.length >= MARKER_OVERLAP ? chunk : Buffer.concat([this.tail, chunk]);
    this.tail = Buffer.from(joined.subarray(Math.max(0, joined.length - MARKER_OVERLAP)));
  }

  /** The kind of what was pushed; undefined for anything not accepted. */
  kind(): FileKind | undefined {
    return kindOf(this.head, { docx: this.docx, xlsx: this.xlsx });
  }
}

/**
 * The upload's kind from its content. The file name and declared type could not be trusted.
 * Undefined for anything not accepted.
 */
export function detectFileKind(data: Buffer): FileKind | undefined {
  const sniffer = new FileKindSniffer();
  sniffer.push(data);
  return sniffer.kind();
}

function kindOf(data: Buffer, office: { docx: boolean; xlsx: boolean }): FileKind | undefined {
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47])) return { contentType: 'image/png', extension: 'png' };
  if (startsWith(data, [0xff, 0xd8, 0xff])) return { contentType: 'image/jpeg', extension: 'jpg' };
  if (startsWith(data, [0x47, 0x49, 0x46, 0x38])) return { contentType: 'image/gif', extension: 'gif' };
  if (startsWith(data, [0x52, 0x49, 0x46, 0x46]) && startsWith(data, [0x57, 0x45, 0x42, 0x50], 8)) return { contentType: 'image/webp', extension: 'webp' };
  if (startsWith(data, [0x25, 0x50, 0x44, 0x46])) return { contentType: 'application/pdf', extension: 'pdf' };
  if (startsWith(data, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return { contentType: 'application/msword', extension: 'doc' };
  if (startsWith(data, [0x50, 0x4b, 0x03, 0x04])) {
    // Office Open XML files are zip archives; entry names are stored uncompressed, so the main part names the application.
    if (office.docx) return { contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extension: 'docx' };
    if (office.xlsx) return { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', extension: 'xlsx' };
    return undefined;
  }
  if (data.length > 0 && isPlainText(data)) return { contentType: 'text/plain', extension: 'txt' };
  return undefined;
}

function isPlainText(data: Buffer): boolean {
  const sample = data.subarray(0, Math.min(data.length, 8192));
  if (sample.includes(0)) return false;
  const decoded = new TextDecoder('utf-8', { fatal: false }).decode(sample);
  // A cut at the end of the sample may split a character; anything else undecodable is binary.
  return !decoded.slice(0, -1).includes('\uFFFD');
}
