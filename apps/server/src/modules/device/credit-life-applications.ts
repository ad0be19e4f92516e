/**
 * The credit life application beside a device application: created, re-priced or removed with it while it
 * is PENDING, so that the credit life family lists it and the declaration issues both.
 */
import { DEVICE_CREDIT_LIFE_LINE, DEVICE_PACKAGES, type DeviceQuote } from '@cover/domain/device';
import { eq } from 'drizzle-orm';
import { applications, type ApplicationRow } from '../../db/schema/index.js';
import {
  alterPendingApplication,
  insertApplication,
  transitionApplication,
} from '../insurance-core/applications.js';
import { actorOf, type LineCallContext } from '../insurance-core/line-context.js';
import { findOwnedApplication } from '../insurance-core/ownership.js';
import type { DeviceApplicationDetails } from './application-view.js';
import { describeDevice } from './describe.js';

async function setDetails(ctx: LineCallContext, row: ApplicationRow, details: DeviceApplicationDetails) {
  const [updated] = await ctx.db
    .update(applications)
    .set({ details: { ...details } })
    .where(eq(applications.id, row.id))
    .returning();
  if (!updated) throw new Error('application vanished');
  return updated;
}

export async function syncCreditLifeApplication(
  ctx: LineCallContext,
  device: ApplicationRow,
  quote: DeviceQuote,
  details: DeviceApplicationDetails,
): Promise<ApplicationRow> {
  const at = { now: ctx.now, actor: actorOf(ctx) };
  const existing = details.creditLifeApplicationId
    ? await findOwnedApplication(ctx.db, ctx.holder, details.creditLifeApplicationId, {
        line: DEVICE_CREDIT_LIFE_LINE,
        lock: true,
      })
    : null;
  if (!details.creditLife || !quote.creditLife) {
    if (!existing) return device;
    await transitionApplication(ctx.db, existing, 'ARCHIVED', {
      ...at,
      summary: 'Credit life was taken off the device registration',
      changes: { archivedAt: ctx.now },
    });
    return setDetails(ctx, device, { ...details, creditLifeApplicationId: null });
  }
  const premium = quote.creditLife.creditLifeMonthlyPremium;
  const values = {
    quotePackageId: device.quotePackageId,
    packageName: DEVICE_PACKAGES.creditLife,
    channel: device.channel,
    billingDay: device.billingDay,
    paymentMethodId: device.paymentMethodId,
    sumAssured: quote.creditLife.totalAmountInsured,
    basePremium: premium,
    monthlyPremium: premium,
    rateTableVersion: quote.creditLife.rateTableVersion,
    quote: { ...quote.creditLife, currency: quote.currency },
    details: {
      ...details.creditLife,
      financedItem: describeDevice(quote.device, details.deviceIMEINumber),
      linkedApplicationId: device.id,
      paymentType: details.paymentType,
    },
  };
  if (existing) {
    await alterPendingApplication(ctx.db, existing, values, at);
    return device;
  }
  const created = await insertApplication(
    ctx.db,
    { ...values, line: DEVICE_CREDIT_LIFE_LINE, policyHolderId: device.policyHolderId },
    at,
  );
  return setDetails(ctx, device, { ...details, creditLifeApplicationId: created.id });
}
