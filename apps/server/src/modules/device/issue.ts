/**
 * Issuing an approved device application: the device policy (short-term) with its insured phone and, when
 * taken, the credit life policy (long-term) on the same payment, its covered life the person responsible
 * for the finance and its beneficiaries as given; the device policy names its credit life policy.
 */
import type { DevicePolicy, DeviceQuote } from '@cover/domain/device';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { applications, type ApplicationRow } from '../../db/schema/index.js';
import { today } from '../insurance-core/clock.js';
import { insertInsuredItem } from '../insurance-core/insured-items.js';
import { issuePolicy } from '../insurance-core/issue.js';
import { issueLinkedCreditLife } from '../credit-life/linked-issue.js';
import { actorOf, type LineCallContext } from '../insurance-core/line-context.js';
import { updatePolicy } from '../insurance-core/policies.js';
import type { DeviceApplicationDetails } from './application-view.js';
import { describeDevice } from './describe.js';
import { DEVICE, DEVICE_CREDIT_LIFE, PHONE_ITEM_KIND, deviceDataOf } from './line.js';
import { loadDevicePolicy } from './policy-view.js';

export async function issueDevicePolicies(
  ctx: LineCallContext,
  approved: ApplicationRow,
): Promise<{ application: ApplicationRow; policy: DevicePolicy; creditLifePolicyId: string | null }> {
  const details = approved.details as unknown as DeviceApplicationDetails;
  const quote = approved.quote as unknown as DeviceQuote;
  const issueDay = today(ctx.now);
  const startDate = details.effectiveDate > issueDay ? details.effectiveDate : issueDay;
  const insuredItemId = randomUUID();
  const description = describeDevice(quote.device, details.deviceIMEINumber);
  let policy = await issuePolicy(
    ctx.db,
    {
      line: DEVICE,
      application: approved,
      startDate,
      lineData: {
        insuredItemId,
        imei: details.deviceIMEINumber,
        replacementCost: quote.replacementCost,
        creditLifePolicyId: null,
      },
      module: { ...quote },
      details: { ...details },
      members: [],
      beneficiaries: [],
      now: ctx.now,
      actor: actorOf(ctx),
    },
    ctx.changes,
  );
  await insertInsuredItem(ctx.db, {
    id: insuredItemId,
    policyId: policy.id,
    kind: PHONE_ITEM_KIND,
    description,
    data: {
      imei: details.deviceIMEINumber,
      deviceId: quote.device.deviceId,
      brand: quote.device.brand,
      model: quote.device.model,
      storageGb: quote.device.storageGb,
      colour: details.deviceColor,
      listed: quote.device.listed,
      isOnContract: details.isOnContract,
      isPurchasedFromProvider: details.isPurchasedFromProvider,
    },
    insuredValue: quote.replacementCost,
    addedOn: startDate,
    now: ctx.now,
  });
  let creditLifePolicyId: string | null = null;
  const credit =
    details.creditLife && details.creditLifeApplicationId
      ? await issueLinkedCreditLife(ctx, {
          line: DEVICE_CREDIT_LIFE,
          parent: approved,
          parentPolicy: policy,
          linkedId: details.creditLifeApplicationId,
          approvedSummary: 'Approved with the device registration it was taken with',
        })
      : null;
  if (credit) {
    creditLifePolicyId = credit.id;
    policy = await updatePolicy(
      ctx.db,
      policy.id,
      { lineData: { ...deviceDataOf(policy), creditLifePolicyId } },
      ctx.now,
    );
  }
  const [application] = await ctx.db
    .update(applications)
    .set({ details: { ...details, creditLifePolicyId } })
    .where(eq(applications.id, approved.id))
    .returning();
  if (!application) throw new Error('application vanished');
  return { application, policy: await loadDevicePolicy(ctx, policy), creditLifePolicyId };
}
