import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { PdfWriter } from './pdf-writer.js';

async function writer(): Promise<PdfWriter> {
  const doc = await PDFDocument.create();
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  return new PdfWriter(doc, fonts, () => 0);
}

/** The widest a line may be for `text` to break right after `before` (the words up to it fit, the next does not). */
const widthBreakingAfter = (pdf: PdfWriter, text: string, before: string, size: number) =>
  pdf.fonts.regular.widthOfTextAtSize(text.slice(0, text.indexOf(before) + before.length), size) + 1;

describe('PdfWriter.wrap (QA walk 7, finding 7: the schedule broke "Tow bar (R 12" / "500,00)")', () => {
  const extras = 'Mag wheels, Sound system, Tow bar (R 12 500,00)';

  it.each([
    ['after the R', '(R'],
    ['between the groups of digits', '(R 12'],
  ])('never breaks an amount %s: the amount moves to the next line whole', async (_, before) => {
    const pdf = await writer();
    const lines = pdf.wrap(extras, 9.5, widthBreakingAfter(pdf, extras, before, 9.5));
    expect(lines).toEqual(['Mag wheels, Sound system, Tow bar', '(R 12 500,00)']);
  });

  it('keeps a million whole, and the words around amounts still wrap at their spaces', async () => {
    const pdf = await writer();
    const text = 'Sum insured R 1 250 000,00 for the vehicle';
    const lines = pdf.wrap(text, 9.5, widthBreakingAfter(pdf, text, 'R 1 250', 9.5));
    expect(lines[0]).toBe('Sum insured');
    expect(lines[1]).toMatch(/^R 1 250 000,00 /);
    expect(lines.join(' ')).toBe(text);
  });

  it('wraps plain words as before', async () => {
    const pdf = await writer();
    const text = 'one two three four five six';
    const lines = pdf.wrap(text, 9.5, widthBreakingAfter(pdf, text, 'three', 9.5));
    expect(lines).toEqual(['one two three', 'four five six']);
  });
});
