import { PDFDocument, StandardFonts, type PDFPage } from 'pdf-lib';
import { COOLING_OFF_DAYS, coolingOffNotice, formatRand, formatSaMobile } from '@cover/domain';
import { formatBillingDay, formatLongDate, pdfSafe } from './format.js';
import { DOCUMENT_ISSUER, documentInsurer } from './issuer.js';
import { COLORS, PAGE, PdfWriter, type Fonts } from './pdf-writer.js';
import type { PolicyScheduleData } from './schedule-data.js';

/** How far below the top margin the first page's content starts (band plus insurer lines). */
const FIRST_PAGE_HEADER_BELOW_MARGIN = 64;

/** The blue band with brand, insurer and intermediary on the first page; a slim one on the others. */
function drawHeader(page: PDFPage, fonts: Fonts, data: PolicyScheduleData, first: boolean): number {
  const { width, height, margin } = PAGE;
  const band = first ? 74 : 30;
  page.drawRectangle({ x: 0, y: height - band, width, height: band, color: COLORS.brand });
  const white = COLORS.white;
  if (!first) {
    page.drawText(pdfSafe(`${DOCUMENT_ISSUER.brand} · Policy schedule ${data.policyNumber}`), {
      x: margin,
      y: height - 19,
      size: 9,
      font: fonts.bold,
      color: white,
    });
    return 0;
  }
  page.drawText(DOCUMENT_ISSUER.brand, {
    x: margin,
    y: height - 34,
    size: 18,
    font: fonts.bold,
    color: white,
  });
  page.drawText(pdfSafe(`${data.productTitle} · Policy schedule`), {
    x: margin,
    y: height - 52,
    size: 10.5,
    font: fonts.regular,
    color: white,
  });
  const right = (text: string, y: number, size: number, bold = false) => {
    const font = bold ? fonts.bold : fonts.regular;
    const safe = pdfSafe(text);
    page.drawText(safe, {
      x: width - margin - font.widthOfTextAtSize(safe, size),
      y,
      size,
      font,
      color: white,
    });
  };
  right(`Policy number ${data.policyNumber}`, height - 32, 11, true);
  right(`Version ${data.version} · issued ${formatLongDate(data.issuedOn)}`, height - 48, 8.5);
  page.drawText(pdfSafe(`Insurer: ${documentInsurer(data.term)}`), {
    x: margin,
    y: height - band - 16,
    size: 7.5,
    font: fonts.regular,
    color: COLORS.muted,
  });
  page.drawText(pdfSafe(`Intermediary: ${DOCUMENT_ISSUER.intermediary}`), {
    x: margin,
    y: height - band - 27,
    size: 7.5,
    font: fonts.regular,
    color: COLORS.muted,
  });
  return FIRST_PAGE_HEADER_BELOW_MARGIN;
}

function writePolicy(writer: PdfWriter, data: PolicyScheduleData): void {
  writer.heading('Policy');
  writer.grid([
    ['Policy holder', data.holder.name],
    ['ID number', data.holder.idNumber],
    ['Policy number', data.policyNumber],
    ['Status', data.status],
    ['Start date', formatLongDate(data.startDate)],
    ['Product', data.packageName],
    ...data.productFacts,
    // as South Africans write it ('082 123 4567'), as the pages do
    ...(data.holder.cellphone ? [['Cellphone', formatSaMobile(data.holder.cellphone)] as const] : []),
    ...(data.holder.email ? [['Email', data.holder.email] as const] : []),
    ...(data.holder.address ? [['Address', data.holder.address] as const] : []),
  ]);
}

function writeCovered(writer: PdfWriter, data: PolicyScheduleData): void {
  writer.heading(data.covered.heading);
  writer.table(data.covered.columns, data.covered.rows);
}

function writePremium(writer: PdfWriter, data: PolicyScheduleData): void {
  writer.heading('Premium');
  writer.table(
    [
      { header: 'Premium item', width: 0.75 },
      { header: 'Monthly', width: 0.25, align: 'right' },
    ],
    data.premiumLines.map((line) => [line.label, formatRand(line.amount)]),
    { totalRow: ['Total monthly premium', formatRand(data.monthlyPremium)] },
  );
  const payment = data.payment;
  writer.grid([
    ['Billing frequency', 'Monthly'],
    ['Billing day', formatBillingDay(data.billingDay)],
    ['Next billing date', data.nextBillingDate ? formatLongDate(data.nextBillingDate) : 'Not scheduled'],
    ['Payment method', payment?.method ?? 'Not yet set up'],
    ...(payment?.bankName ? [['Bank', payment.bankName] as const] : []),
    ...(payment?.accountNumberMasked
      ? [
          [
            'Account',
            `${payment.accountNumberMasked}${payment.accountType ? ` (${payment.accountType})` : ''}`,
          ] as const,
        ]
      : []),
    ...(payment?.salaryReferenceNumber ? [['Salary reference', payment.salaryReferenceNumber] as const] : []),
  ]);
}

/** Only on the lines that have beneficiaries (funeral, credit life): none for device or motor cover. */
function writeBeneficiaries(writer: PdfWriter, data: PolicyScheduleData): void {
  if (data.beneficiaries === null) return;
  writer.heading('Beneficiaries');
  if (data.beneficiaries.length === 0) {
    writer.paragraph(
      'No beneficiaries are recorded. Benefits are paid to the policy holder or their estate.',
    );
    return;
  }
  writer.table(
    [
      { header: 'Beneficiary', width: 0.5 },
      { header: 'Relationship', width: 0.3 },
      { header: 'Share', width: 0.2, align: 'right' },
    ],
    data.beneficiaries.map((beneficiary) => [
      beneficiary.name,
      beneficiary.relation,
      `${beneficiary.percentage}%`,
    ]),
  );
}

function writeTerms(writer: PdfWriter, data: PolicyScheduleData): void {
  for (const section of data.lineTerms) {
    writer.heading(section.heading);
    for (const paragraph of section.paragraphs) writer.paragraph(paragraph);
  }
  writer.heading('Cooling-off period');
  writer.paragraph(coolingOffNotice(COOLING_OFF_DAYS[data.term], data.coolingOffEndsOn));
  writer.heading('Grace period and lapse');
  writer.paragraph(
    `If a premium is not received on the due date, cover continues for a grace period of ${data.gracePeriodDays} days. If the premium remains unpaid at the end of the grace period, the policy lapses and no claims are paid for events after that date. We will notify you when a payment fails.`,
  );
  writer.heading('Complaints');
  writer.paragraph(
    `Please contact us first at ${DOCUMENT_ISSUER.complaintsEmail}. If you are not satisfied with our answer, you may contact the ${DOCUMENT_ISSUER.ombud}.`,
  );
  writer.paragraph(`${documentInsurer(data.term)}. ${DOCUMENT_ISSUER.address}.`, {
    size: 7.5,
    color: COLORS.muted,
  });
}

/**
 * The policy schedule of one policy version of any line as an A4 PDF: header with the insurer of the line's
 * term and the intermediary, the policy and the line's facts, what it covers (the line's table), the premium
 * breakdown and payment, the beneficiaries (lines that have them), the line's own terms, the cooling-off
 * notice (the web app's wording), the grace period and how to complain.
 * Deterministic for the same data.
 */
export async function renderPolicySchedulePdf(data: PolicyScheduleData): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const issued = new Date(`${data.issuedOn}T00:00:00Z`);
  doc.setTitle(`Policy schedule ${data.policyNumber} (version ${data.version})`);
  doc.setSubject(`${data.productTitle} policy schedule`);
  doc.setAuthor(DOCUMENT_ISSUER.brand);
  doc.setCreator(DOCUMENT_ISSUER.brand);
  doc.setProducer(DOCUMENT_ISSUER.brand);
  doc.setKeywords([data.policyNumber, 'policy schedule', data.line]);
  doc.setCreationDate(issued);
  doc.setModificationDate(issued);

  let pages = 0;
  const writer = new PdfWriter(doc, fonts, (page) => drawHeader(page, fonts, data, (pages += 1) === 1));
  writePolicy(writer, data);
  writeCovered(writer, data);
  writePremium(writer, data);
  writeBeneficiaries(writer, data);
  writeTerms(writer, data);
  writer.footers(`Policy schedule ${data.policyNumber} · version ${data.version} · ${DOCUMENT_ISSUER.brand}`);
  return doc.save();
}
