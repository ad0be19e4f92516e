import { PageSizes, rgb, type PDFDocument, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import { pdfSafe } from './format.js';

export const COLORS = {
  brand: rgb(0 / 255, 87 / 255, 184 / 255),
  brandLight: rgb(232 / 255, 241 / 255, 251 / 255),
  ink: rgb(20 / 255, 33 / 255, 61 / 255),
  muted: rgb(74 / 255, 85 / 255, 104 / 255),
  rule: rgb(200 / 255, 208 / 255, 220 / 255),
  white: rgb(1, 1, 1),
} as const;

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

export interface TableColumn {
  header: string;
  /** share of the content width (the shares of a table add up to 1) */
  width: number;
  align?: 'left' | 'right';
}

const MARGIN = 48;
const FOOTER_HEIGHT = 36;
const [PAGE_WIDTH, PAGE_HEIGHT] = PageSizes.A4;

/**
 * The words of `text` as a line may break between them, an amount being one word: 'R 12 500,00' is written
 * with plain spaces (the standard fonts' text has no no-break space), and a break after the R or between its
 * groups of digits read 'Tow bar (R 12' / '500,00)' (QA walk 7, finding 7).
 */
export function unbreakableWords(text: string): string[] {
  const words: string[] = [];
  for (const word of text.split(' ')) {
    const previous = words.at(-1);
    const joins =
      previous !== undefined &&
      // 'R' (or '(R') and its digits; a group of three digits after digits
      ((/(^|[^A-Za-z])R$/.test(previous) && /^-?\d/.test(word)) ||
        (/\d$/.test(previous) && /^\d{3}(?!\d)/.test(word)));
    if (joins) words[words.length - 1] = `${previous} ${word}`;
    else words.push(word);
  }
  return words;
}

/** A top-to-bottom writer on A4 pages: headings, wrapped paragraphs, label/value grids and tables. */
export class PdfWriter {
  readonly contentWidth = PAGE_WIDTH - 2 * MARGIN;
  private page!: PDFPage;
  private y = 0;
  readonly pages: PDFPage[] = [];

  constructor(
    private readonly doc: PDFDocument,
    readonly fonts: Fonts,
    private readonly startPage: (page: PDFPage) => number,
  ) {
    this.newPage();
  }

  newPage(): void {
    this.page = this.doc.addPage(PageSizes.A4);
    this.pages.push(this.page);
    this.y = PAGE_HEIGHT - MARGIN - this.startPage(this.page);
  }

  /** Starts a new page unless `height` still fits above the footer. */
  ensureSpace(height: number): void {
    if (this.y - height < MARGIN + FOOTER_HEIGHT) this.newPage();
  }

  space(height: number): void {
    this.y -= height;
  }

  text(
    value: string,
    x: number,
    options: { size?: number; bold?: boolean; color?: RGB; width?: number; align?: 'left' | 'right' } = {},
  ): void {
    const size = options.size ?? 9.5;
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    const safe = this.fit(pdfSafe(value), font, size, options.width);
    const offset =
      options.align === 'right' && options.width ? options.width - font.widthOfTextAtSize(safe, size) : 0;
    this.page.drawText(safe, {
      x: MARGIN + x + offset,
      y: this.y - size,
      size,
      font,
      color: options.color ?? COLORS.ink,
    });
  }

  /** Shortens a single-line value with an ellipsis when it would overflow its cell. */
  private fit(value: string, font: PDFFont, size: number, width: number | undefined): string {
    if (!width || font.widthOfTextAtSize(value, size) <= width) return value;
    let cut = value;
    while (cut.length > 1 && font.widthOfTextAtSize(`${cut}…`, size) > width) cut = cut.slice(0, -1);
    return `${cut}…`;
  }

  /** `value` in lines no wider than `width`, broken at spaces but never inside an amount (see unbreakableWords). */
  wrap(value: string, size: number, width: number, bold = false): string[] {
    const font = bold ? this.fonts.bold : this.fonts.regular;
    const lines: string[] = [];
    let line = '';
    for (const word of unbreakableWords(pdfSafe(value))) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width || !line) line = candidate;
      else {
        lines.push(line);
        line = word;
      }
    }
    if (line) lines.push(line);
    return lines;
  }

  /** A section heading; moves to a new page unless a few lines of the section fit under it. */
  heading(value: string): void {
    this.ensureSpace(84);
    this.space(14);
    this.page.drawRectangle({
      x: MARGIN,
      y: this.y - 18,
      width: this.contentWidth,
      height: 18,
      color: COLORS.brandLight,
    });
    this.page.drawRectangle({ x: MARGIN, y: this.y - 18, width: 3, height: 18, color: COLORS.brand });
    this.y -= 4;
    this.text(value.toUpperCase(), 10, { size: 9.5, bold: true, color: COLORS.brand });
    this.y -= 22;
  }

  paragraph(value: string, options: { size?: number; bold?: boolean; color?: RGB } = {}): void {
    const size = options.size ?? 9.5;
    for (const line of this.wrap(value, size, this.contentWidth, options.bold)) {
      this.ensureSpace(size + 4);
      this.text(line, 0, { ...options, size });
      this.y -= size + 4;
    }
    this.y -= 3;
  }

  /** Label / value pairs in `columns` columns. */
  grid(pairs: readonly (readonly [string, string])[], columns = 2): void {
    const columnWidth = this.contentWidth / columns;
    const labelWidth = columnWidth * 0.42;
    for (let row = 0; row < pairs.length; row += columns) {
      const cells = pairs.slice(row, row + columns);
      const heights = cells.map(([, value]) => this.wrap(value, 9.5, columnWidth - labelWidth - 8).length);
      const height = Math.max(...heights) * 13.5;
      this.ensureSpace(height + 2);
      cells.forEach(([label, value], index) => {
        const x = index * columnWidth;
        this.text(label, x, { size: 8.5, color: COLORS.muted, width: labelWidth - 6 });
        this.wrap(value, 9.5, columnWidth - labelWidth - 8).forEach((line, lineIndex) => {
          this.y -= lineIndex * 13.5;
          this.text(line, x + labelWidth, { bold: true });
          this.y += lineIndex * 13.5;
        });
      });
      this.y -= height + 2;
    }
  }

  table(
    columns: readonly TableColumn[],
    rows: readonly (readonly string[])[],
    options: { totalRow?: readonly string[] } = {},
  ): void {
    const widths = columns.map((column) => column.width * this.contentWidth);
    const xs = widths.map((_, index) => widths.slice(0, index).reduce((sum, width) => sum + width, 0));
    const headers = columns.map((column) => column.header);
    const drawRow = (cells: readonly string[], style: 'header' | 'body' | 'total'): void => {
      const size = style === 'header' ? 8.5 : 9;
      const lineHeight = size + 3;
      const wrapped = cells.map((cell, index) =>
        style === 'body' ? this.wrap(cell, size, (widths[index] ?? 0) - 10) : [cell],
      );
      const lines = Math.max(1, ...wrapped.map((cellLines) => cellLines.length));
      const height = 17 + (lines - 1) * lineHeight;
      if (this.y - height - 3 < MARGIN + FOOTER_HEIGHT) {
        this.newPage();
        if (style !== 'header') drawRow(headers, 'header');
      }
      if (style === 'header') {
        this.page.drawRectangle({
          x: MARGIN,
          y: this.y - height,
          width: this.contentWidth,
          height,
          color: COLORS.brand,
        });
      }
      const top = this.y - 4.5;
      wrapped.forEach((cellLines, index) => {
        cellLines.forEach((line, lineIndex) => {
          this.y = top - lineIndex * lineHeight;
          this.text(line, (xs[index] ?? 0) + 5, {
            size,
            bold: style !== 'body',
            color: style === 'header' ? COLORS.white : COLORS.ink,
            width: (widths[index] ?? 0) - 10,
            align: columns[index]?.align ?? 'left',
          });
        });
      });
      this.y = top - 12.5 - (lines - 1) * lineHeight;
      this.page.drawLine({
        start: { x: MARGIN, y: this.y },
        end: { x: MARGIN + this.contentWidth, y: this.y },
        thickness: style === 'total' ? 1 : 0.5,
        color: style === 'total' ? COLORS.brand : COLORS.rule,
      });
    };
    drawRow(headers, 'header');
    for (const row of rows) drawRow(row, 'body');
    if (options.totalRow) drawRow(options.totalRow, 'total');
    this.y -= 6;
  }

  /** Writes "Page n of N" and a reference on every page (call once, at the end). */
  footers(reference: string): void {
    const size = 7.5;
    this.pages.forEach((page, index) => {
      const label = pdfSafe(`Page ${index + 1} of ${this.pages.length}`);
      page.drawLine({
        start: { x: MARGIN, y: MARGIN + 14 },
        end: { x: PAGE_WIDTH - MARGIN, y: MARGIN + 14 },
        thickness: 0.5,
        color: COLORS.rule,
      });
      page.drawText(pdfSafe(reference), {
        x: MARGIN,
        y: MARGIN,
        size,
        font: this.fonts.regular,
        color: COLORS.muted,
      });
      const width = this.fonts.regular.widthOfTextAtSize(label, size);
      page.drawText(label, {
        x: PAGE_WIDTH - MARGIN - width,
        y: MARGIN,
        size,
        font: this.fonts.regular,
        color: COLORS.muted,
      });
    });
  }
}

export const PAGE = { width: PAGE_WIDTH, height: PAGE_HEIGHT, margin: MARGIN } as const;
