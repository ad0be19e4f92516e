/**
 * Test support for pre-inspections: an app with the module (and the operator module, for the back office)
 * on a movable clock, a vehicle's facts, the holder's calls, the SMS link read back from the outbox, the
 * inspection page as a phone uses it (one address per phone), photos of every accepted format, and a
 * back-office session.
 */
import {
  INSPECTION_PAGE_PATHS,
  INSPECTION_PHOTO_KINDS,
  INSPECTION_TOKEN_HEADER,
  PRE_INSPECTION_PATHS,
  UPLOAD_CHUNK_CONTENT_TYPE,
  UPLOAD_OFFSET_HEADER,
  preInspectionSchema,
  type InspectionPhotoKind,
  type PreInspection,
} from '@cover/domain/motor';
import { fillPath } from '@cover/domain';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import type { AppConfig } from '../../../../config.js';
import { buildTestApp } from '../../../../../test/helpers.js';
import { blobStorePlugin } from '../../../../platform/blob-store/index.js';
import { notifierPlugin } from '../../../../platform/notifier/plugin.js';
import { idpModule } from '../../../idp/index.js';
import { operatorModule } from '../../../operator/index.js';
import { policyHoldersModule } from '../../../policy-holders/index.js';
import { callAs, type TestClock, type TestUser } from '../../../insurance-core/testing/line-fixtures.js';
import { createPreInspectionModule, type PreInspectionModuleOptions } from '../index.js';

export const buildPreInspectionApp = (
  clock: TestClock,
  config: Partial<AppConfig> = {},
  options: Omit<PreInspectionModuleOptions, 'now'> = {},
) =>
  buildTestApp(
    { SEED_DEMO_DATA: false, ...config },
    {
      modules: [
        notifierPlugin,
        idpModule,
        policyHoldersModule,
        operatorModule,
        blobStorePlugin,
        createPreInspectionModule({ ...options, now: clock.now }),
      ],
    },
  );

export const familyOf = (user: TestUser) => (user.audience === 'employee' ? 'employee' : 'retail');
export const pathsOf = (user: TestUser) => PRE_INSPECTION_PATHS[familyOf(user)];

/** A Toyota as its licence disc gives it (before normalising). */
export const vehicle = (extra: Record<string, unknown> = {}) => ({
  make: 'Toyota',
  model: 'Corolla Cross 1.8 XS',
  color: 'White',
  registrationNo: ' ca 123-456 ',
  vinNo: 'ahtkb3fe502123456',
  engineNo: '2zr1234567',
  licenceNo: 'ca123456',
  odometerValue: 48_200,
  manufacturingYear: 2021,
  vehicleRegistrationYear: 2021,
  vehicleRegistrationMonth: 6,
  estimatedRetailPrice: 38_500_000,
  ...extra,
});

export async function createPreInspection(
  app: FastifyInstance,
  user: TestUser,
  extra: Record<string, unknown> = {},
): Promise<PreInspection> {
  const response = await callAs(app, user, 'POST', pathsOf(user).createPreinspection.path, {
    body: vehicle(extra),
  });
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.body}`);
  return preInspectionSchema.parse(response.json());
}

export const sendSms = (
  app: FastifyInstance,
  user: TestUser,
  preInspectionId: string,
  mobile = '082 555 0199',
) => callAs(app, user, 'POST', pathsOf(user).sendInspectionSms.path, { body: { preInspectionId, mobile } });

/** The newest text in the outbox, and the token of the link in it. */
export async function lastLink(
  app: FastifyInstance,
): Promise<{ text: string; to: string; token: string; link: string }> {
  const [message] = await app.notifier.list(1);
  if (!message || message.channel !== 'sms') throw new Error('no text was sent');
  const link = /(\S+\/inspection#t=([A-Za-z0-9_-]+))/.exec(message.text);
  if (!link?.[1] || !link[2]) throw new Error(`no link in: ${message.text}`);
  return { text: message.text, to: message.to, link: link[1], token: link[2] };
}

let vins = 0;
/** A VIN no other call of this file used: each inspection is of a vehicle of its own. */
const freshVin = () => `AHTKB3FE5${String((vins += 1)).padStart(8, '0')}`;

/**
 * Creates a pre-inspection (of a vehicle of its own unless `extra` names the VIN: the holder's open one of
 * the same vehicle would be given back), texts its link, and returns the token the phone opens.
 */
export async function inspectionWithLink(
  app: FastifyInstance,
  user: TestUser,
  extra: Record<string, unknown> = {},
) {
  const inspection = await createPreInspection(app, user, { vinNo: freshVin(), ...extra });
  const sent = await sendSms(app, user, inspection.preInspectionId);
  if (sent.statusCode !== 200) throw new Error(`sms failed: ${sent.body}`);
  return { inspection, token: (await lastLink(app)).token };
}

let phones = 0;

/** The inspection page as one phone (its own address) calls it. */
export function phone(app: FastifyInstance, token: string | null) {
  phones += 1;
  const remoteAddress = `10.77.${(phones >> 8) & 255}.${phones & 255}`;
  const headers = (extra: Record<string, string> = {}) => ({
    ...(token === null ? {} : { [INSPECTION_TOKEN_HEADER]: token }),
    ...extra,
  });
  const api = {
    page: () =>
      app.inject({ method: 'GET', url: INSPECTION_PAGE_PATHS.page, headers: headers(), remoteAddress }),
    start: (kind: string, size: number, contentType = 'image/jpeg') =>
      app.inject({
        method: 'POST',
        url: fillPath(INSPECTION_PAGE_PATHS.startUpload, { kind }),
        headers: headers(),
        payload: { size, contentType },
        remoteAddress,
      }),
    head: (uploadId: string) =>
      app.inject({
        method: 'HEAD',
        url: fillPath(INSPECTION_PAGE_PATHS.upload, { uploadId }),
        headers: headers(),
        remoteAddress,
      }),
    status: (uploadId: string) =>
      app.inject({
        method: 'GET',
        url: fillPath(INSPECTION_PAGE_PATHS.upload, { uploadId }),
        headers: headers(),
        remoteAddress,
      }),
    patch: (uploadId: string, offset: number, chunk: Buffer, contentType = UPLOAD_CHUNK_CONTENT_TYPE) =>
      app.inject({
        method: 'PATCH',
        url: fillPath(INSPECTION_PAGE_PATHS.upload, { uploadId }),
        headers: headers({ [UPLOAD_OFFSET_HEADER]: String(offset), 'content-type': contentType }),
        payload: chunk,
        remoteAddress,
      }),
    preview: (kind: string) =>
      app.inject({
        method: 'GET',
        url: fillPath(INSPECTION_PAGE_PATHS.preview, { kind }),
        headers: headers(),
        remoteAddress,
      }),
    submit: () =>
      app.inject({ method: 'POST', url: INSPECTION_PAGE_PATHS.submit, headers: headers(), remoteAddress }),
    /** Uploads a whole photo in chunks of `chunkBytes`; returns the last chunk's answer. */
    async upload(
      kind: InspectionPhotoKind,
      bytes: Buffer,
      chunkBytes = 256 * 1024,
      contentType = 'image/jpeg',
    ) {
      const started = await api.start(kind, bytes.length, contentType);
      if (started.statusCode !== 201) return started;
      const { uploadId } = started.json<{ uploadId: string }>();
      let last: LightMyRequestResponse = started;
      for (let offset = 0; offset < bytes.length; offset += chunkBytes) {
        last = await api.patch(uploadId, offset, bytes.subarray(offset, offset + chunkBytes));
        if (last.statusCode !== 200) return last;
      }
      return last;
    },
  };
  return api;
}

/** A photo-like JPEG: noise compresses badly, so a few hundred pixels square already makes several chunks. */
export async function noisyJpeg(width = 1400, height = 1000, quality = 92): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 12345;
  for (let index = 0; index < pixels.length; index += 1) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    pixels[index] = seed >> 16;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality })
    .toBuffer();
}

export const smallJpeg = (width = 640, height = 480) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .jpeg()
    .toBuffer();
export const smallWebp = (width = 600, height = 900) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 90, b: 200 } } })
    .webp()
    .toBuffer();
export const smallPng = (width = 300, height = 200) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 200, b: 90 } } })
    .png()
    .toBuffer();

/** Uploads every photo the inspection asks for (small JPEGs): a pre-inspection's seven unless told. */
export async function uploadAllPhotos(
  page: ReturnType<typeof phone>,
  skip: InspectionPhotoKind[] = [],
  kinds: readonly InspectionPhotoKind[] = INSPECTION_PHOTO_KINDS,
) {
  const bytes = await smallJpeg();
  for (const kind of kinds) {
    if (skip.includes(kind)) continue;
    const response = await page.upload(kind, bytes);
    if (response.statusCode !== 200) throw new Error(`${kind} upload failed: ${response.body}`);
  }
}

export { asBackoffice, operatorSession } from '../../../operator/testing/staff-sessions.js';
