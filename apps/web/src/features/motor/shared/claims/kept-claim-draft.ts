import { emptyPayoutDraft } from '../../../../components/claims/payout-draft';
import type { MotorFamily } from '../api/servicing-api';
import { emptyAccidentDraft } from './accident-draft';
import { emptyMotorClaimDraft, type MotorClaimDraft } from './claim-draft';

/**
 * The motor claim form as typed so far, kept in this tab's sessionStorage, one per family and policy, so a
 * reload (or a visit to another page and back) loses nothing typed; cleared once the claim is submitted.
 * sessionStorage lives only as long as the tab, is not shared with other tabs and is never sent anywhere.
 *
 * What is deliberately NOT kept:
 * - the documents chosen: a file's contents never go into storage (they are in the form's memory only until
 *   it is sent); after a reload they are chosen again;
 * - ID numbers (the other driver's and the driver's): they stay in the form's memory only, and are typed
 *   again after a reload.
 * Everything else is what the customer typed on this device about their own claim (the payout account
 * included, as the form shows it), kept no longer than the tab.
 */
const KEY_PREFIX = 'cover.motor-claim-draft';

const keyOf = (family: MotorFamily, policyId: string) => `${KEY_PREFIX}:${family}:${policyId}`;

function tabStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage refused (privacy settings): the form simply is not kept
  }
}

type Json = Record<string, unknown>;
const objectOr = (value: unknown): Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {};

/** The draft as it may be kept: no files, no ID numbers. */
export function keepableDraft(draft: MotorClaimDraft): Omit<MotorClaimDraft, 'files'> {
  const { files: _files, ...rest } = draft;
  return {
    ...rest,
    accident: {
      ...draft.accident,
      otherParty: { ...draft.accident.otherParty, idNumber: '' },
      driver: { ...draft.accident.driver, idNumber: '' },
    },
  };
}

/** Keeps the form of its policy (nothing before a policy is chosen). */
export function keepClaimDraft(family: MotorFamily, draft: MotorClaimDraft): void {
  if (draft.policyId === '') return;
  try {
    tabStorage()?.setItem(keyOf(family, draft.policyId), JSON.stringify(keepableDraft(draft)));
  } catch {
    // quota exceeded: the form is still on screen, only not kept
  }
}

/** The form kept for this policy, on the current empty draft's shape (no files), or null. */
export function keptClaimDraft(family: MotorFamily, policyId: string): MotorClaimDraft | null {
  if (policyId === '') return null;
  let kept: Json;
  try {
    const text = tabStorage()?.getItem(keyOf(family, policyId));
    if (!text) return null;
    kept = objectOr(JSON.parse(text));
  } catch {
    return null;
  }
  const empty = emptyMotorClaimDraft(policyId);
  const accident = objectOr(kept.accident);
  const emptyAccident = emptyAccidentDraft();
  return {
    ...empty,
    ...kept,
    policyId,
    accident: {
      ...emptyAccident,
      ...accident,
      otherParty: { ...emptyAccident.otherParty, ...objectOr(accident.otherParty), idNumber: '' },
      driver: { ...emptyAccident.driver, ...objectOr(accident.driver), idNumber: '' },
      injuries: { ...emptyAccident.injuries, ...objectOr(accident.injuries) },
    },
    bankDetails: { ...emptyPayoutDraft(), ...objectOr(kept.bankDetails) },
    files: {},
  } as MotorClaimDraft;
}

/** Forgets the form of this policy (after the claim went in). */
export function dropClaimDraft(family: MotorFamily, policyId: string): void {
  try {
    tabStorage()?.removeItem(keyOf(family, policyId));
  } catch {
    // nothing kept to forget
  }
}
