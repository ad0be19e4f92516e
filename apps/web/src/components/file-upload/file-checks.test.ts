import { describe, expect, it } from 'vitest';
import { MAX_DOCUMENT_BYTES } from '@cover/domain';
import { documentAccept, documentKind, fileProblem, fileRulesText, needsPreparing } from './file-checks';

const file = (name: string, type: string, size: number) => ({ name, type, size });

describe('upload file checks', () => {
  it('states the accepted types and the size limit in MB', () => {
    expect(fileRulesText()).toBe('PDF, JPEG or PNG, up to 4 MB');
    expect(fileRulesText({ maxBytes: 512 })).toBe('PDF, JPEG or PNG, up to 512 bytes');
    expect(fileRulesText({ maxBytes: 1536 })).toBe('PDF, JPEG or PNG, up to 1,5 KB');
  });

  it('accepts PDF, JPEG and PNG files within the limit', () => {
    expect(fileProblem(file('death-certificate.pdf', 'application/pdf', 2048))).toBeNull();
    expect(fileProblem(file('id.JPG', '', 2048))).toBeNull();
    expect(fileProblem(file('scan.png', 'image/png', MAX_DOCUMENT_BYTES))).toBeNull();
  });

  it('refuses a file over the limit, naming both sizes', () => {
    expect(fileProblem(file('big.pdf', 'application/pdf', MAX_DOCUMENT_BYTES + 1))).toMatch(/too large/);
    expect(fileProblem(file('big.pdf', 'application/pdf', 6 * 1024 * 1024))).toBe(
      'big.pdf is too large (6 MB). The maximum size is 4 MB.',
    );
    expect(fileProblem(file('tiny.png', 'image/png', 2048), { maxBytes: 1024 })).toBe(
      'tiny.png is too large (2 KB). The maximum size is 1 KB.',
    );
  });

  it('refuses other types and empty files', () => {
    expect(fileProblem(file('notes.docx', 'application/msword', 100))).toBe(
      'notes.docx is not a PDF, JPEG or PNG file.',
    );
    expect(fileProblem(file('empty.pdf', 'application/pdf', 0))).toBe(
      'empty.pdf is empty. Please choose another file.',
    );
  });

  describe('where the browser shrinks photos before upload', () => {
    const shrinking = { shrinksPhotos: true };

    it('names WebP among the types and says a larger photo is made smaller', () => {
      expect(fileRulesText(shrinking)).toBe(
        'PDF, JPEG, PNG or WebP, up to 4 MB (a larger photo is made smaller for you)',
      );
      expect(documentAccept(true)).toBe(
        'application/pdf,.pdf,image/jpeg,.jpg,.jpeg,image/png,.png,image/webp,.webp',
      );
      expect(documentAccept(false)).toBe('application/pdf,.pdf,image/jpeg,.jpg,.jpeg,image/png,.png');
    });

    it('leaves a photo over the limit to the preparation, but still refuses a PDF over it', () => {
      const big = MAX_DOCUMENT_BYTES * 2;
      expect(fileProblem(file('IMG_0001.jpg', 'image/jpeg', big), shrinking)).toBeNull();
      expect(fileProblem(file('scan.png', 'image/png', big), shrinking)).toBeNull();
      expect(fileProblem(file('big.pdf', 'application/pdf', 6 * 1024 * 1024), shrinking)).toBe(
        'big.pdf is too large (6 MB). The maximum size is 4 MB.',
      );
      expect(fileProblem(file('IMG_0001.jpg', 'image/jpeg', big))).toMatch(/too large/);
    });

    it('takes WebP and HEIC photos to convert them, and names WebP when it refuses a type', () => {
      expect(fileProblem(file('receipt.webp', 'image/webp', 2048), shrinking)).toBeNull();
      expect(fileProblem(file('IMG_0042.HEIC', '', 2048), shrinking)).toBeNull();
      expect(fileProblem(file('notes.docx', 'application/msword', 100), shrinking)).toBe(
        'notes.docx is not a PDF, JPEG, PNG or WebP file.',
      );
      expect(fileProblem(file('receipt.webp', 'image/webp', 2048))).toBe(
        'receipt.webp is not a PDF, JPEG or PNG file.',
      );
    });

    it('prepares every photo, never a PDF, and nothing where the browser cannot shrink', () => {
      expect(needsPreparing(file('id.JPG', '', 10), shrinking)).toBe(true);
      expect(needsPreparing(file('slip.webp', 'image/webp', 10), shrinking)).toBe(true);
      expect(needsPreparing(file('claim.pdf', 'application/pdf', 10), shrinking)).toBe(false);
      expect(needsPreparing(file('id.jpg', 'image/jpeg', 10))).toBe(false);
    });
  });

  it.each([
    ['form.pdf', '', 'pdf'],
    ['id.jpeg', '', 'photo'],
    ['blob', 'image/png', 'photo'],
    ['x.webp', '', 'convertible-photo'],
    ['x', 'image/heif', 'convertible-photo'],
    ['x.gif', 'image/gif', null],
  ])('%s (%s) is a %s', (name, type, kind) => {
    expect(documentKind({ name, type })).toBe(kind);
  });
});
