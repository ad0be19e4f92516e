/**
 * Device credit life on the shared credit life room: the retail and employee credit life families, with
 * createIndividualCreditLife naming the financed phone by brand, model and IMEI (never a phone claimed as
 * lost or stolen).
 */
import {
  allDeviceCreditLifeRoutes,
  DEVICE_CREDIT_LIFE_DOWNLOAD_ROUTES,
  DEVICE_CREDIT_LIFE_PATHS,
  deviceCreditLifeDownloadUrl,
  type CreditLifePathFamily,
  type DeviceIndividualCreditLifeInput,
} from '@cover/domain/device';
import type { FastifyInstance } from 'fastify';
import { creditLifeCalls } from '../credit-life/calls.js';
import { registerCreditLife } from '../credit-life/register.js';
import type { Clock } from '../insurance-core/clock.js';
import type { LineCallContext } from '../insurance-core/line-context.js';
import { describeDevice } from './describe.js';
import { assertImeiNotClaimedLost } from './imei-refusals.js';
import { DEVICE_CREDIT_LIFE } from './line.js';

/** The financed phone named; a phone claimed as lost or stolen is refused (imei-refusals.ts). */
const individual = async (ctx: LineCallContext, input: DeviceIndividualCreditLifeInput) => {
  await assertImeiNotClaimedLost(ctx, input.deviceIMEINumber);
  return {
    ...input,
    financedItem: describeDevice(
      { brand: input.deviceBrand, model: input.deviceModel, storageGb: null },
      input.deviceIMEINumber,
    ),
  };
};

export function registerDeviceCreditLife(app: FastifyInstance, clock: Clock): void {
  const families = Object.keys(DEVICE_CREDIT_LIFE_PATHS) as CreditLifePathFamily[];
  registerCreditLife(app, {
    line: DEVICE_CREDIT_LIFE,
    productTitle: 'Device credit life',
    routes: allDeviceCreditLifeRoutes(),
    calls: families.flatMap((family) =>
      creditLifeCalls(DEVICE_CREDIT_LIFE, { family, routes: DEVICE_CREDIT_LIFE_PATHS[family] }, individual),
    ),
    downloads: DEVICE_CREDIT_LIFE_DOWNLOAD_ROUTES,
    downloadUrl: (family, documentId) =>
      deviceCreditLifeDownloadUrl(family as CreditLifePathFamily, documentId),
    clock,
  });
}
