/**
 * Test support for the device API: an app with the device module on a movable clock, a small catalogue,
 * and the flow from quote to issued policy over HTTP.
 */
import {
  DEVICE_PATHS,
  deviceApplicationReplySchema,
  deviceQuotePackageSchema,
  type DeviceApplicationReply,
  type DeviceQuoteInputDraft,
  type DeviceQuotePackage,
  type DeviceRegistrationDraft,
} from '@cover/domain/device';
import type { FastifyInstance } from 'fastify';
import { devices } from '../../../db/schema/index.js';
import { formData, samplePdf } from '../../../platform/uploads/testing.js';
import type { AppModule } from '../../index.js';
import {
  beneficiaries,
  buildLineApp,
  callAs,
  debitOrder,
  type TestClock,
  type TestUser,
} from '../../insurance-core/testing/line-fixtures.js';
import { createDeviceModule } from '../index.js';

export const buildDeviceApp = (
  clock: TestClock,
  extraModules: readonly AppModule[] = [],
): Promise<FastifyInstance> => buildLineApp([createDeviceModule({ now: clock.now }), ...extraModules]);

/** Three phones: R4 999, R18 999 (two colours) and an inactive one. */
export async function seedPhones(app: FastifyInstance) {
  const rows = await app.db
    .insert(devices)
    .values([
      {
        brand: 'Samsung',
        model: 'Galaxy A15',
        colours: ['Black', 'Blue'],
        storageGb: 128,
        replacementCostCents: 499_900,
        releaseYear: 2024,
      },
      {
        brand: 'Apple',
        model: 'iPhone 16',
        colours: ['Black', 'Pink'],
        storageGb: 128,
        replacementCostCents: 1_899_900,
        releaseYear: 2024,
      },
      {
        brand: 'Nokia',
        model: '3310',
        colours: ['Grey'],
        storageGb: 1,
        replacementCostCents: 60_000,
        releaseYear: 2017,
        active: false,
      },
    ])
    .returning();
  const [galaxy, iphone, nokia] = rows;
  if (!galaxy || !iphone || !nokia) throw new Error('phones not seeded');
  return { galaxy, iphone, nokia };
}

/** Valid IMEIs (Luhn): 490154203237518 and variations with their own check digit. */
export function imei(serial: number): string {
  const body = `35${String(serial).padStart(12, '0')}`;
  const digits = body.split('').map(Number);
  let sum = 0;
  digits.forEach((digit, index) => {
    const value = index % 2 === 1 ? digit * 2 : digit;
    sum += value > 9 ? value - 9 : value;
  });
  return `${body}${(10 - (sum % 10)) % 10}`;
}

export const familyOf = (user: TestUser) => (user.audience === 'employee' ? 'employee' : 'retail');

export async function deviceQuote(
  app: FastifyInstance,
  user: TestUser,
  input: DeviceQuoteInputDraft,
): Promise<DeviceQuotePackage> {
  const response = await callAs(app, user, 'POST', DEVICE_PATHS[familyOf(user)].getAQuote.path, {
    body: input,
  });
  if (response.statusCode !== 201) throw new Error(`quote failed: ${response.body}`);
  return deviceQuotePackageSchema.parse(response.json());
}

export function registration(
  quotePackageId: string,
  imeiNumber: string,
  extra: Partial<DeviceRegistrationDraft> = {},
): DeviceRegistrationDraft {
  return {
    quote_package_id: quotePackageId,
    deviceIMEINumber: imeiNumber,
    deviceColor: 'Black',
    isOnContract: false,
    isOwner: true,
    isPurchasedFromProvider: true,
    effectiveDate: '2026-03-02',
    paymentMethod: debitOrder(),
    billingDay: 15,
    billingAddress: { formattedAddress: '12 Main Road', city: 'Pretoria', provience: 'GP', code: '0002' },
    ...extra,
  };
}

export const creditLife = (outstandingBalance: number) => ({
  outstandingBalance,
  personResponsibleForFinancing: { firstName: 'Thandi', lastName: 'Nkosi', idNumber: '8001015009087' },
  beneficiariesDetails: beneficiaries,
});

export async function register(
  app: FastifyInstance,
  user: TestUser,
  body: DeviceRegistrationDraft,
): Promise<DeviceApplicationReply> {
  const response = await callAs(app, user, 'POST', DEVICE_PATHS[familyOf(user)].createApplication.path, {
    body,
  });
  if (response.statusCode !== 201) throw new Error(`application failed: ${response.body}`);
  return deviceApplicationReplySchema.parse(response.json());
}

export function uploadToApplication(
  app: FastifyInstance,
  user: TestUser | null,
  applicationId: string,
  kind: string,
  file: { name: string; bytes: Uint8Array } = { name: 'receipt.pdf', bytes: samplePdf('Receipt') },
  route = DEVICE_PATHS.retail.uploadApplicationDocuments,
) {
  return app.inject({
    method: 'POST',
    url: route.path,
    headers: user ? { authorization: `Bearer ${user.token}` } : {},
    payload: formData({ applicationId, kind }, [{ field: 'file', ...file }]),
  });
}

export const allConsents = {
  debitOrder: true,
  creditCheck: true,
  salaryDeduction: true,
  terms: true,
  popia: true,
};

/**
 * Quote, register, upload the proof of purchase and accept: an issued device policy. `beforeDeclaration`
 * may set up a state to accept the declaration in (e.g. a linked application under review).
 */
export async function insuredPhone(
  app: FastifyInstance,
  user: TestUser,
  deviceId: string,
  imeiNumber: string,
  extra: {
    quote?: Partial<DeviceQuoteInputDraft>;
    registration?: Partial<DeviceRegistrationDraft>;
    beforeDeclaration?: (application: DeviceApplicationReply['application']) => Promise<void>;
  } = {},
): Promise<DeviceApplicationReply> {
  const quote = await deviceQuote(app, user, { selectedDevice: deviceId, ...extra.quote });
  const { application } = await register(
    app,
    user,
    registration(quote.quotePackageId, imeiNumber, extra.registration),
  );
  const family = familyOf(user);
  const upload = await uploadToApplication(
    app,
    user,
    application.applicationId,
    'purchase_proof',
    undefined,
    DEVICE_PATHS[family].uploadApplicationDocuments,
  );
  if (upload.statusCode !== 201) throw new Error(`upload failed: ${upload.body}`);
  await extra.beforeDeclaration?.(application);
  const declared = await callAs(app, user, 'POST', DEVICE_PATHS[family].applicationDeclaration.path, {
    body: { applicationId: application.applicationId, consents: allConsents },
  });
  if (declared.statusCode !== 200) throw new Error(`declaration failed: ${declared.body}`);
  return deviceApplicationReplySchema.parse(declared.json());
}
