/**
 * The device credit life families (spec 002 §7 employee credit life, and the retail customer's): the
 * shared credit life calls (contracts/credit-life/paths.ts) on the device credit life line, with
 * createIndividualCreditLife describing the financed phone.
 */
import { z } from 'zod';
import { documentDownloadRoute, documentDownloadUrl, type FileRoute } from '../claims/line-documents.js';
import { individualCreditLifeShape } from '../credit-life/individual.js';
import { creditLifeSpecs } from '../credit-life/paths.js';
import { pathFamily, routesOfFamilies } from '../paths/route.js';
import { imeiField } from './application.js';
import { deviceBrandField, deviceModelField } from './catalogue.js';
import { DEVICE_CREDIT_LIFE_LINE, type CreditLifePathFamily } from './line.js';

/** createIndividualCreditLife: credit life on a financed phone, without device cover. */
export const deviceIndividualCreditLifeInputSchema = z.object({
  deviceBrand: deviceBrandField,
  deviceModel: deviceModelField,
  deviceIMEINumber: imeiField,
  ...individualCreditLifeShape,
});
export type DeviceIndividualCreditLifeDraft = z.input<typeof deviceIndividualCreditLifeInputSchema>;
export type DeviceIndividualCreditLifeInput = z.output<typeof deviceIndividualCreditLifeInputSchema>;

const PREFIX: Readonly<Record<CreditLifePathFamily, { prefix: string; audience: 'retail' | 'employee' }>> = {
  retail: { prefix: '/api/retail/device/credit-life', audience: 'retail' },
  employee: { prefix: '/api/employee/credit-life', audience: 'employee' },
};

const specs = creditLifeSpecs(deviceIndividualCreditLifeInputSchema);

export const DEVICE_CREDIT_LIFE_PATHS = {
  retail: pathFamily(DEVICE_CREDIT_LIFE_LINE, PREFIX.retail.prefix, 'retail', specs),
  employee: pathFamily(DEVICE_CREDIT_LIFE_LINE, PREFIX.employee.prefix, 'employee', specs),
} as const satisfies Record<CreditLifePathFamily, unknown>;

export const allDeviceCreditLifeRoutes = () =>
  routesOfFamilies<CreditLifePathFamily>(DEVICE_CREDIT_LIFE_PATHS);

export const DEVICE_CREDIT_LIFE_DOWNLOAD_ROUTES = {
  retail: documentDownloadRoute(DEVICE_CREDIT_LIFE_LINE, PREFIX.retail.prefix, 'retail'),
  employee: documentDownloadRoute(DEVICE_CREDIT_LIFE_LINE, PREFIX.employee.prefix, 'employee'),
} satisfies Record<CreditLifePathFamily, FileRoute<'GET'>>;

export const deviceCreditLifeDownloadUrl = (
  family: CreditLifePathFamily,
  documentId: string,
  disposition: 'attachment' | 'inline' = 'attachment',
): string => documentDownloadUrl(DEVICE_CREDIT_LIFE_DOWNLOAD_ROUTES[family], documentId, disposition);
