import type { Page } from 'playwright-core';
import { saDay } from '@cover/domain';
import { screenshot } from './support/browser';

/** Takes the screen's screenshot at 390 px and 1280 px wide (e2e/artifacts/<line>-<name>-<width>.png). */
export async function shootBoth(page: Page, name: string, line = 'funeral'): Promise<void> {
  const original = page.viewportSize() ?? { width: 390, height: 844 };
  for (const size of [
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
  ]) {
    await page.setViewportSize(size);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(150);
    await screenshot(page, `${line}-${name}-${size.width}`);
  }
  await page.setViewportSize(original);
}

/**
 * Takes the screen's screenshot at the page's own width (e2e/artifacts/<line>-<name>-<width>.png), for a
 * journey that runs once at each width: shooting both widths in each run would take every picture twice.
 */
export async function shootHere(page: Page, name: string, line = 'funeral'): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, `${line}-${name}-${page.viewportSize()?.width ?? 0}`);
}

/** A small, well-formed one-page PDF (the server sniffs the bytes). */
export function smallPdf(title: string): Buffer {
  const content = `BT /F1 18 Tf 40 100 Td (${title}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A 1×1 PNG. */
export function smallPng(): Buffer {
  return Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
}

/** A valid SA ID number for a date of birth (YYMMDD SSSS 0 8 Z, Luhn check digit). */
export function saIdFor(dateOfBirth: string, sequence = 5123): string {
  const [year = '', month = '', day = ''] = dateOfBirth.split('-');
  const first12 = `${year.slice(2)}${month}${day}${String(sequence).padStart(4, '0')}08`;
  let sum = 0;
  for (let i = 0; i < 12; i += 1) {
    const digit = Number(first12[11 - i]);
    const weighted = i % 2 === 0 ? digit * 2 : digit;
    sum += weighted > 9 ? weighted - 9 : weighted;
  }
  return `${first12}${(10 - (sum % 10)) % 10}`;
}

/** Today's South African day as YYYY-MM-DD (the product's days are Africa/Johannesburg days). */
export const saDayToday = () => saDay(new Date());
/** A date of death or event "today", as the product counts days. */
export const today = saDayToday;

/** A form field by its exact label (MUI adds " *" to required ones). */
export function byLabel(scope: Page | ReturnType<Page['locator']>, label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return scope.getByLabel(new RegExp(`^${escaped}\\s*\\*?$`));
}

/** Attaches the four documents a natural-death claim needs, and waits until the first one is listed. */
export async function attachDeathClaimDocuments(page: Page): Promise<void> {
  await page.getByLabel(/^Death certificate/).setInputFiles({
    name: 'death-certificate.pdf',
    mimeType: 'application/pdf',
    buffer: smallPdf('Death certificate'),
  });
  await page
    .getByLabel(/^Deceased ID/)
    .setInputFiles({ name: 'deceased-id.png', mimeType: 'image/png', buffer: smallPng() });
  await page
    .getByLabel(/^Main member ID/)
    .setInputFiles({ name: 'main-member-id.png', mimeType: 'image/png', buffer: smallPng() });
  await page
    .getByLabel(/^Death registration form/)
    .setInputFiles({ name: 'dha-1663.pdf', mimeType: 'application/pdf', buffer: smallPdf('DHA-1663') });
  await page.getByText('death-certificate.pdf · ').waitFor();
}
