import { describe, expect, it } from 'vitest';
import { MAX_DOCUMENT_BYTES } from '@cover/domain';
import { fileProblem, fileRulesText } from './file-checks';

const file = (name: string, type: string, size: number) => ({ name, type, size });

describe('upload file checks', () => {
  it('states the accepted types and the size limit in MB', () => {
    expect(fileRulesText()).toBe('PDF, JPEG or PNG, up to 4 MB');
    expect(fileRulesText({ maxBytes: 512 })).toBe('PDF, JPEG or PNG, up to 512 Bytes');
    expect(fileRulesText({ maxBytes: 1536 })).toBe('PDF, JPEG or PNG, up to 1.5 KB');
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
});
