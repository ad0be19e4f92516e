/**
 * Why a phone cannot be insured now, by its IMEI (QA walk 11 no. 1): an in-force (ACTIVE) device policy
 * insures it (409 IMEI_INSURED: the caller's own policy is named to them, anyone else is asked to request a
 * call back, never told whose it is), or it was claimed as lost or stolen on an approved (or paid) claim
 * (422 IMEI_CLAIMED_LOST, with the call back as the way forward: a phone found again is sorted out by
 * people). A repudiated claim, or a damage claim, stops nothing. The phone step's check and the application
 * (createApplication, applicationDeclaration) ask the same question; credit life on its own on the phone's
 * finance asks whether it was claimed as lost.
 */
import { DEVICE_LINE, DEVICE_MESSAGES, imeiTakenByYou } from '@cover/domain/device';
import { eq } from 'drizzle-orm';
import { policies } from '../../db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import type { LineCallContext } from '../insurance-core/application-kit.js';
import { findActiveInsuredItem } from '../insurance-core/insured-items.js';
import { isItemClaimedLost } from '../insurance-core/items-lost.js';
import { deviceClaimTypeKey } from './claims.js';
import { PHONE_ITEM_KIND } from './line.js';

export interface ImeiRefusal {
  status: 409 | 422;
  code: 'IMEI_INSURED' | 'IMEI_CLAIMED_LOST';
  /** the words said at the IMEI field */
  message: string;
}

/** Whether a phone with this (normalised) IMEI was claimed as lost or stolen on an approved claim. */
const isImeiClaimedLost = (ctx: LineCallContext, imei: string) =>
  isItemClaimedLost(ctx.db, {
    line: DEVICE_LINE,
    kind: PHONE_ITEM_KIND,
    key: 'imei',
    value: imei,
    claimTypes: [deviceClaimTypeKey('LOST')],
  });

/** Why the caller cannot insure the phone with this IMEI now, or null when they can. */
export async function imeiRefusal(ctx: LineCallContext, imei: string): Promise<ImeiRefusal | null> {
  const insured = await findActiveInsuredItem(ctx.db, {
    line: DEVICE_LINE,
    kind: PHONE_ITEM_KIND,
    key: 'imei',
    value: imei,
  });
  if (insured) {
    const [policy] = await ctx.db
      .select({ policyHolderId: policies.policyHolderId })
      .from(policies)
      .where(eq(policies.id, insured.policyId));
    const yours = ctx.holder !== null && policy?.policyHolderId === ctx.holder.policyHolderId;
    return {
      status: 409,
      code: 'IMEI_INSURED',
      message: yours ? imeiTakenByYou(insured.policyNumber) : DEVICE_MESSAGES.imeiTaken,
    };
  }
  return (await isImeiClaimedLost(ctx, imei)) ? CLAIMED_LOST : null;
}

const CLAIMED_LOST: ImeiRefusal = {
  status: 422,
  code: 'IMEI_CLAIMED_LOST',
  message: DEVICE_MESSAGES.imeiClaimedLost,
};

const refused = (refusal: ImeiRefusal) =>
  new AppError(refusal.status, refusal.code, refusal.message, { deviceIMEINumber: refusal.message });

/** Refuses, at the IMEI field, a phone the caller cannot insure now. */
export async function assertImeiFree(ctx: LineCallContext, imei: string): Promise<void> {
  const refusal = await imeiRefusal(ctx, imei);
  if (refusal) throw refused(refusal);
}

/**
 * Refuses, at the IMEI field, credit life on its own on the finance of a phone claimed as lost or stolen (an
 * in-force phone policy is no bar: credit life is often taken beside it).
 */
export async function assertImeiNotClaimedLost(ctx: LineCallContext, imei: string): Promise<void> {
  if (await isImeiClaimedLost(ctx, imei)) throw refused(CLAIMED_LOST);
}
