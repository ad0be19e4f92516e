/**
 * The credit life application beside a device application (the shared linked credit life of
 * credit-life/linked-application.ts): created, re-priced or removed with it while it is PENDING, priced as
 * the device quote priced it.
 */
import type { DeviceQuote } from '@cover/domain/device';
import type { ApplicationRow } from '../../db/schema/index.js';
import { setParentDetails, syncLinkedCreditLife } from '../credit-life/linked-application.js';
import type { LineCallContext } from '../insurance-core/line-context.js';
import type { DeviceApplicationDetails } from './application-view.js';
import { describeDevice } from './describe.js';
import { DEVICE_CREDIT_LIFE } from './line.js';

export async function syncCreditLifeApplication(
  ctx: LineCallContext,
  device: ApplicationRow,
  quote: DeviceQuote,
  details: DeviceApplicationDetails,
): Promise<ApplicationRow> {
  const linkedId = await syncLinkedCreditLife(ctx, {
    line: DEVICE_CREDIT_LIFE,
    parent: device,
    linkedId: details.creditLifeApplicationId,
    parentTitle: 'device registration',
    cover:
      details.creditLife && quote.creditLife
        ? {
            details: {
              ...details.creditLife,
              financedItem: describeDevice(quote.device, details.deviceIMEINumber),
              paymentType: details.paymentType,
            },
            quote: quote.creditLife,
            currency: quote.currency,
          }
        : null,
  });
  if (linkedId === details.creditLifeApplicationId) return device;
  return setParentDetails(ctx, device, { ...details, creditLifeApplicationId: linkedId });
}
