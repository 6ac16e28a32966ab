import { describe, expect, it } from 'vitest';
import { detectFileKind } from './file-types';

const bytes = (...values: number[]) => Buffer.from(values);

describe('detectFileKind', () => {
  it.each([
    ['png', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a), 'image/png'],
    ['jpeg', bytes(0xff, 0xd8, 0xff, 0xe0), 'image/jpeg'],
    ['gif', Buffer.from('GIF89a...'), 'image/gif'],
    ['webp', Buffer.concat([Buffer.from('RIFF'), bytes(0, 0, 0, 0), Buffer.from('WEBPVP8 ')]), 'image/webp'],
    ['pdf', Buffer.from('%PDF-1.7\n'), 'application/pdf'],
    ['doc', bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0), 'application/msword'],
    ['docx', Buffer.concat([bytes(0x50, 0x4b, 0x03, 0x04), Buffer.from('....word/document.xml')]), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['xlsx', Buffer.concat([bytes(0x50, 0x4b, 0x03, 0x04), Buffer.from('....xl/workbook.xml')]), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['utf-8 text', Buffer.from('Talla: M\nAlergias: ninguna — ñ'), 'text/plain'],
  ])('recognises %s', (_label, data, contentType) => {
    expect(detectFileKind(data)?.contentType).toBe(contentType);
  });

  it.each([
    ['an executable', Buffer.concat([Buffer.from('MZ'), bytes(0x90, 0, 3, 0, 0, 0)])],
    ['a zip that is not an office file', Buffer.concat([bytes(0x50, 0x4b, 0x03, 0x04), Buffer.from('....payload.exe')])],
    ['an empty file', Buffer.alloc(0)],
  ])('refuses %s', (_label, data) => {
    expect(detectFileKind(data)).toBeUndefined();
  });
});
