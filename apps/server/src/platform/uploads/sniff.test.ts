import { describe, expect, it } from 'vitest';
import { contentDisposition, safeFileName } from './file-name.js';
import { sniffContentType } from './sniff.js';
import { sampleJpeg, samplePdf, samplePng } from './testing.js';

describe('sniffContentType', () => {
  it.each([
    ['a PDF', samplePdf(), 'application/pdf'],
    ['a PNG', samplePng(), 'image/png'],
    ['a JPEG', sampleJpeg(), 'image/jpeg'],
    ['text', Buffer.from('hello, this is not a pdf'), null],
    ['an empty file', Buffer.alloc(0), null],
    ['"%PDF" without the dash', Buffer.from('%PDF1.4'), null],
    ['a truncated PNG signature', samplePng().subarray(0, 7), null],
    ['a GIF', Buffer.from('GIF89a'), null],
    ['HTML claiming to be a PDF', Buffer.from('<html>%PDF-1.4</html>'), null],
  ])('recognises %s', (_, bytes, expected) => {
    expect(sniffContentType(bytes)).toBe(expected);
  });
});

describe('safeFileName', () => {
  it.each([
    ['death certificate.pdf', 'application/pdf', 'death certificate.pdf'],
    ['../../etc/passwd', 'application/pdf', 'passwd.pdf'],
    ['C:\\Users\\me\\ID scan.jpeg', 'image/jpeg', 'ID scan.jpg'],
    ['notes.txt', 'image/png', 'notes.png'],
    ['  "quoted"\u0000name?.pdf ', 'application/pdf', 'quotedname.pdf'],
    [undefined, 'application/pdf', 'document.pdf'],
    ['.hidden', 'image/png', 'hidden.png'],
  ] as const)('%j as %s → %j', (name, type, expected) => {
    expect(safeFileName(name, type)).toBe(expected);
  });

  it('keeps names to 120 characters', () => {
    expect(safeFileName(`${'a'.repeat(300)}.pdf`, 'application/pdf')).toHaveLength(120);
  });
});

describe('contentDisposition', () => {
  it('gives an ASCII fallback and the UTF-8 name', () => {
    expect(contentDisposition('Policy schedule – Zoë.pdf', 'inline')).toBe(
      `inline; filename="Policy schedule _ Zo_.pdf"; filename*=UTF-8''Policy%20schedule%20%E2%80%93%20Zo%C3%AB.pdf`,
    );
    expect(contentDisposition('a.pdf', 'attachment')).toBe(
      `attachment; filename="a.pdf"; filename*=UTF-8''a.pdf`,
    );
  });
});
