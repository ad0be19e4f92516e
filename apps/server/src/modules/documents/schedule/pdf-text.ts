import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, type PDFPage } from 'pdf-lib';

/** WinAnsi (cp1252) bytes 0x80–0x9F; the rest coincide with Latin-1. */
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const decodeWinAnsi = (bytes: Buffer) =>
  Array.from(bytes, (byte) =>
    byte >= 0x80 && byte <= 0x9f ? CP1252_HIGH[byte - 0x80] : String.fromCharCode(byte),
  ).join('');

function contentStreams(page: PDFPage): PDFRawStream[] {
  const contents = page.node.Contents();
  if (contents instanceof PDFRawStream) return [contents];
  if (!(contents instanceof PDFArray)) return [];
  return contents
    .asArray()
    .map((ref) => page.doc.context.lookup(ref))
    .filter((item): item is PDFRawStream => item instanceof PDFRawStream);
}

/**
 * The text drawn with pdf-lib's standard fonts, page by page (hex strings shown with Tj, decoded as
 * WinAnsi). Enough to check generated documents; not a general PDF text extractor.
 */
export async function extractPdfText(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) =>
    contentStreams(page)
      .map((stream) => Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1'))
      .flatMap((content) => [...content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)])
      .map((match) => decodeWinAnsi(Buffer.from(match[1] ?? '', 'hex')))
      .join('\n'),
  );
}
