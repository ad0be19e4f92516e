import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { formatRand } from '@cover/domain';
import { formatBillingDay, formatShortDate, pdfSafe } from './format.js';
import { extractPdfText } from './pdf-text.js';
import { renderPolicySchedulePdf } from './render-schedule.js';
import type { PolicyScheduleData } from './schedule-data.js';
import { sampleScheduleData } from './testing.js';

/** The schedule's text with every run of white space (wrapped lines) as one space. */
const flatText = async (data: PolicyScheduleData) =>
  (await extractPdfText(await renderPolicySchedulePdf(data))).join('\n').replace(/\s+/g, ' ');

describe('renderPolicySchedulePdf', () => {
  it('renders a parseable A4 PDF whose text carries the policy, members, premium and notices', async () => {
    const bytes = await renderPolicySchedulePdf(sampleScheduleData());
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const doc = await PDFDocument.load(bytes);
    const [width, height] = [doc.getPage(0).getWidth(), doc.getPage(0).getHeight()];
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
    expect(doc.getTitle()).toBe('Policy schedule FUN-2026-000123 (version 2)');

    const text = (await extractPdfText(bytes)).join('\n').replace(/\s+/g, ' ');
    for (const expected of [
      'Policy number FUN-2026-000123',
      'Thandiwe Zoë Mokoena',
      'Cover Life Assurance Limited',
      'Telkom Insurance Services (Pty) Ltd',
      '1 February 2026',
      'Funeral cover · Policy schedule',
      'Money cover',
      'COVERED LIVES',
      'WAITING PERIODS',
      'Extended family: Grace Ndlovu (Mother)',
      'R 15 000,00',
      'R 347,00',
      'Total monthly premium',
      '25th of each month',
      '••••6789 (Savings)',
      'Sipho Mokoena',
      '60%',
      '1 August 2026',
      'Accidental death: covered from day one',
      'within 31 days',
      '4 March 2026',
      'grace period of 15 days',
      'complaints@telkomcover.example',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('123456789');
    // the cellphone as the pages show it, not the +27 form it is stored in (QA walk 10)
    expect(text).toContain('Cellphone 082 123 4567');
    expect(text).not.toContain('+27821234567');
  });

  it('names the insurer of the policy’s term: the life insurer for long-term cover', async () => {
    const text = await flatText(sampleScheduleData({ term: 'long_term' }));
    expect(text).toContain(
      'Insurer: Cover Life Assurance Limited, a licensed life insurer (demonstration), FSP 00001 (demonstration)',
    );
    expect(text).not.toContain('Cover General Insurance');
  });

  it('names the non-life insurer for short-term cover, in the header and the closing line', async () => {
    const text = await flatText(sampleScheduleData({ term: 'short_term', beneficiaries: null }));
    expect(text).toContain(
      'Insurer: Cover General Insurance Limited, a licensed non-life insurer (demonstration), FSP 00002 (demonstration)',
    );
    expect(text).toContain(
      'Cover General Insurance Limited, a licensed non-life insurer (demonstration), FSP 00002 (demonstration). Centurion, Gauteng, South Africa.',
    );
    expect(text).not.toContain('Cover Life Assurance');
  });

  it('shows the status as given, in words, and no internal rate-table id', async () => {
    const text = await flatText(sampleScheduleData({ status: 'Lapsed' }));
    expect(text).toContain('Status Lapsed');
    expect(text).not.toContain('Rate table');
    expect(text).not.toContain('funeral-2026-01');
  });

  it('has no beneficiaries section on a line without beneficiaries (device, motor)', async () => {
    const text = await flatText(sampleScheduleData({ term: 'short_term', beneficiaries: null }));
    expect(text).not.toMatch(/beneficiar/i);
  });

  it('says who is paid when a line with beneficiaries has none recorded', async () => {
    const text = await flatText(sampleScheduleData({ beneficiaries: [] }));
    expect(text).toContain(
      'BENEFICIARIES No beneficiaries are recorded. Benefits are paid to the policy holder or their estate.',
    );
  });

  it('states cooling-off as the web app does: the term’s days, the last day, a full refund unless a claim was made', async () => {
    expect(await flatText(sampleScheduleData())).toContain(
      'COOLING-OFF PERIOD You have 31 days to change your mind (cooling-off): cancel within 31 days of the start of your cover, until 4 March 2026, and the premiums you paid are refunded, provided no claim has been made.',
    );
    expect(
      await flatText(sampleScheduleData({ term: 'short_term', coolingOffEndsOn: '2026-02-15' })),
    ).toContain('cancel within 14 days of the start of your cover, until 15 February 2026, and');
  });

  it('continues long member lists on further pages with numbered footers', async () => {
    const { covered } = sampleScheduleData();
    const [member] = covered.rows;
    if (!member) throw new Error('sample has members');
    const rows = Array.from({ length: 40 }, (_, index) => [
      member[0] ?? '',
      `Relative ${index}`,
      ...member.slice(2),
    ]);
    const pages = await extractPdfText(
      await renderPolicySchedulePdf(sampleScheduleData({ covered: { ...covered, rows } })),
    );
    expect(pages.length).toBeGreaterThan(2);
    pages.forEach((page, index) => expect(page).toContain(`Page ${index + 1} of ${pages.length}`));
    expect(pages.join('\n')).toContain('Relative 39');
    // the table header is repeated on the page the table continues on
    expect(pages[1]).toContain('Natural death');
  });

  it('is deterministic for the same data', async () => {
    const first = await renderPolicySchedulePdf(sampleScheduleData());
    const second = await renderPolicySchedulePdf(sampleScheduleData());
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
  });

  it('draws names the standard fonts cannot encode instead of failing', async () => {
    const data = sampleScheduleData({
      holder: { ...sampleScheduleData().holder, name: 'Nomsa 🙂 Dlamini\u0301' },
    });
    const text = (await extractPdfText(await renderPolicySchedulePdf(data))).join('\n');
    expect(text).toContain('Nomsa ? Dlaminí');
  });
});

describe('schedule formatting', () => {
  it.each([
    [0, 'R 0,00'],
    [34_700, 'R 347,00'],
    [1_500_000, 'R 15 000,00'],
    [123_456_789, 'R 1 234 567,89'],
  ])('formatRand(%i) = %s', (cents, shown) => expect(formatRand(cents)).toBe(shown));

  it.each([
    [1, '1st of each month'],
    [12, '12th of each month'],
    [22, '22nd of each month'],
    [23, '23rd of each month'],
    [31, 'Last day of the month'],
  ])('formatBillingDay(%i) = %s', (day, shown) => expect(formatBillingDay(day)).toBe(shown));

  it.each([
    ['2012-09-05', '5 Sept 2012'],
    ['1990-01-01', '1 Jan 1990'],
    ['2026-12-25', '25 Dec 2026'],
    ['not a date', 'not a date'],
  ])('formatShortDate(%s) = %s, the day not zero-padded', (isoDate, shown) =>
    expect(formatShortDate(isoDate)).toBe(shown),
  );

  it('keeps WinAnsi characters and replaces others', () => {
    expect(pdfSafe('Zoë – “R 5”')).toBe('Zoë – “R 5”');
    expect(pdfSafe('Ŵ\u200b€')).toBe('??€');
  });
});
