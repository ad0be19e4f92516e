/**
 * Shared steps of the motor browser journeys (answering the wizard is motor-wizard-helpers.ts): the
 * inspection link read from the development outbox, the seven photos taken on a phone, the assessor's
 * approval through the back-office API and the time of an incident earlier today.
 */
import { randomBytes } from 'node:crypto';
import type { Browser, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { expect } from 'vitest';
import { INSPECTION_PHOTO_GUIDES, INSPECTION_PHOTO_KINDS } from '@cover/domain/motor';
import { shootBoth, smallPdf } from './funeral-helpers';
import { openPage, PHONE, screenshot, seriousAxeViolations } from './support/browser';
import { notPlainTextOnPage } from './support/plain-text';

export const main = (page: Page) => page.getByRole('main');
export const expectPlainPage = async (page: Page) => expect(await notPlainTextOnPage(page)).toEqual([]);
/** Console errors other than the browser's own line for a 4xx answer the page handled. */
export const unexpectedConsoleErrors = (errors: readonly string[]) =>
  errors.filter((text) => !/status of 4\d\d/.test(text));

/** Screenshots at 390 px and 1280 px: e2e/artifacts/motor-<name>-<width>.png. */
export const shootMotor = (page: Page, name: string) => shootBoth(page, name, 'motor');

interface OutboxMessage {
  id: string;
  text: string;
}

const LINK = /\/inspection#t=([A-Za-z0-9_-]{43})/;

async function outbox(baseUrl: string): Promise<OutboxMessage[]> {
  const response = await fetch(`${baseUrl}/api/dev/outbox`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { messages: OutboxMessage[] }).messages;
}

/** Ids of the inspection texts already sent (so the next link read is a new one). */
export async function inspectionTextIds(baseUrl: string): Promise<string[]> {
  return (await outbox(baseUrl)).filter((message) => LINK.test(message.text)).map((message) => message.id);
}

/** The page path of the newest inspection link texted after `since` (polls the development outbox). */
export async function inspectionLinkFromOutbox(baseUrl: string, since: readonly string[]): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const fresh = (await outbox(baseUrl)).find(
      (message) => !since.includes(message.id) && LINK.test(message.text),
    );
    const token = fresh?.text.match(LINK)?.[1];
    if (token) return `/inspection#t=${token}`;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('no inspection link was texted');
}

/** A camera-sized JPEG of noise (2000×1500, so the page shrinks it to 1 600 px before it is sent). */
export function cameraPhoto(): Promise<Buffer> {
  const width = 2000;
  const height = 1500;
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/**
 * Records, in the page, the highest value each upload's progress bar showed and its last '… KB of … KB'
 * (by the bar's accessible name).
 */
async function watchUploadProgress(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const highest: Record<string, number> = {};
    const amounts: Record<string, string> = {};
    Object.assign(window, { uploadProgressSeen: { highest, amounts } });
    const scan = () => {
      for (const bar of Array.from(document.querySelectorAll('[role="progressbar"][aria-valuenow]'))) {
        const name = bar.getAttribute('aria-label') ?? '';
        highest[name] = Math.max(highest[name] ?? 0, Number(bar.getAttribute('aria-valuenow')));
        amounts[name] = bar.getAttribute('aria-valuetext') ?? '';
      }
    };
    new MutationObserver(scan).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-valuenow'],
    });
  });
}

const photoLabels = INSPECTION_PHOTO_KINDS.map((kind) => INSPECTION_PHOTO_GUIDES[kind].label);

/**
 * The customer opens the texted link on their phone (a new browser context at 390 px, not signed in),
 * takes the seven photos, sees each upload reach 100 % and its thumbnail, sends them for assessment and
 * sees the thank-you. Screenshots: motor-<prefix>-inspection-*.
 */
export async function takeInspectionPhotos(
  browser: Browser,
  baseUrl: string,
  link: string,
  prefix: string,
): Promise<void> {
  const { context, page, consoleErrors } = await openPage(browser, baseUrl, PHONE);
  await watchUploadProgress(page);
  await page.goto(link);
  await page.getByRole('heading', { level: 1, name: 'Vehicle inspection' }).waitFor();
  await main(page).getByRole('heading', { name: 'Your photos' }).waitFor();
  await expectPlainPage(page);
  await shootMotor(page, `${prefix}-inspection-start`);

  // Each chunk takes a moment, as on a phone's connection, so the progress can be seen and shot. While the
  // page is audited the uploads wait (the gate), so nothing changes colour under the audit.
  let gate: Promise<void> = Promise.resolve();
  await page.route('**/api/inspection/uploads/*', async (route) => {
    await gate;
    if (route.request().method() === 'PATCH') await new Promise((resolve) => setTimeout(resolve, 250));
    await route.continue();
  });
  const photo = await cameraPhoto();
  for (const [index, label] of photoLabels.entries())
    await main(page)
      .getByLabel(`Take photo: ${label}`, { exact: true })
      .setInputFiles({ name: `IMG_20${index}.jpg`, mimeType: 'image/jpeg', buffer: photo });
  await main(page)
    .getByRole('progressbar', { name: /^Uploading / })
    .and(page.locator('[aria-valuenow]'))
    .first()
    .waitFor();
  await screenshot(page, `motor-${prefix}-inspection-uploading-390`);
  let release = () => {};
  gate = new Promise((resolve) => {
    release = resolve;
  });
  try {
    // The chunk on its way lands and what it changes settles before the audit.
    await page.waitForTimeout(600);
    expect(await seriousAxeViolations(page)).toEqual([]);
  } finally {
    release();
  }

  const items = main(page).getByRole('listitem');
  for (const label of photoLabels) {
    const item = items.filter({ has: page.getByRole('heading', { name: new RegExp(`${label}$`) }) });
    await item.getByRole('status').filter({ hasText: 'Uploaded' }).waitFor({ timeout: 60_000 });
    const thumbnail = item.getByRole('img', { name: `Your photo: ${label}` });
    await thumbnail.waitFor();
    await expect
      .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);
  }
  const seen = await page.evaluate(
    () =>
      (
        window as unknown as {
          uploadProgressSeen: { highest: Record<string, number>; amounts: Record<string, string> };
        }
      ).uploadProgressSeen,
  );
  for (const label of photoLabels) {
    expect(seen.highest[`Uploading ${label}`], label).toBe(100);
    // What was sent is the photo shrunk on the phone, smaller than the camera's file.
    const sentKb = Number(
      seen.amounts[`Uploading ${label}`]?.match(/of ([\d\s]+) KB$/)?.[1]?.replace(/\D/g, ''),
    );
    expect(sentKb * 1024, label).toBeLessThan(photo.length);
    expect(sentKb, label).toBeGreaterThan(0);
  }

  const send = page.getByRole('button', { name: 'Send photos for assessment' });
  await expect.poll(() => send.isEnabled(), { timeout: 15_000 }).toBe(true);
  await main(page).getByText('All 7 photos are uploaded.').waitFor();
  await expectPlainPage(page);
  await shootMotor(page, `${prefix}-inspection-photos`);
  await send.click();
  await main(page)
    .getByRole('heading', { name: /Thank you — we.ll let you know once your photos are assessed/ })
    .waitFor();
  expect(await page.getByRole('button', { name: /Take photo|Retake/ }).count()).toBe(0);
  await expectPlainPage(page);
  await shootMotor(page, `${prefix}-inspection-sent`);
  expect(unexpectedConsoleErrors(consoleErrors)).toEqual([]);
  await context.close();
}

/**
 * On the claim's confirmation: the submission texted the link for photos of the damage to the claim's
 * inspection number (ending in `mobileEnding`, shown as '082 555 0101'); "Text me the link again" texts a
 * new one; returns the page path of that link.
 */
export async function textClaimInspectionLink(
  page: Page,
  baseUrl: string,
  mobileEnding: string,
): Promise<string> {
  const inspection = main(page).getByRole('region', { name: 'Inspection of the damage' });
  await inspection.getByText(new RegExp(`We texted the link to 0\\d\\d \\d{3} ${mobileEnding}\\.`)).waitFor();
  const earlier = await inspectionTextIds(baseUrl);
  await inspection.getByRole('button', { name: 'Text me the link again' }).click();
  await inspection
    .getByRole('status')
    .filter({ hasText: `We sent the inspection link to the number ending in ${mobileEnding}` })
    .waitFor();
  return inspectionLinkFromOutbox(baseUrl, earlier);
}

/** The demo assessor's session cookie (POST /api/operator/login). */
async function assessorCookie(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/operator/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'assessor', pass: 'Assessor#2026' }),
  });
  expect(response.status).toBe(200);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** The back office approves the submitted pre-inspection of the vehicle with this VIN (its screens come later). */
export async function approveInspection(baseUrl: string, vin: string): Promise<void> {
  const cookie = await assessorCookie(baseUrl);
  const listed = await fetch(`${baseUrl}/api/backoffice/pre-inspections?status=SUBMITTED`, {
    headers: { cookie },
  });
  expect(listed.status).toBe(200);
  const { data } = (await listed.json()) as { data: { preInspectionId: string; vinNo: string }[] };
  const inspection = data.find((entry) => entry.vinNo === vin);
  expect(inspection, `a submitted inspection of ${vin}`).toBeDefined();
  const assessed = await fetch(
    `${baseUrl}/api/backoffice/pre-inspections/${inspection?.preInspectionId ?? ''}/assess`,
    {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ decision: 'APPROVED' }),
    },
  );
  expect(assessed.status).toBe(200);
  expect(((await assessed.json()) as { assessmentStatus: string }).assessmentStatus).toBe('APPROVED');
}

/**
 * The current minute in South Africa (HH:MM): a claim's incident time that is neither in the future nor
 * before the policy issued moments ago (cover starts at the issue instant on the start day, and an incident
 * in the minute of issue is covered).
 */
export function thisMinuteInSouthAfrica(now = new Date()): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Africa/Johannesburg',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(now);
}

/** Attaches a one-page PDF as the driver's licence in a motor application's documents form. */
export async function attachDriversLicence(form: Locator, name = 'licence.pdf'): Promise<void> {
  await form.getByLabel(/^Driver’s licence/).setInputFiles({
    name,
    mimeType: 'application/pdf',
    buffer: smallPdf('Driver licence'),
  });
}
