/**
 * The words every cancellation notice shares: the refund a policy is owed (inside cooling-off everything it
 * paid, else the days paid for after the cover ended: docs/decisions/0044) and the claims it does not
 * withdraw (QA walk 14, findings 2 and 3).
 */
import type { NoticeCover, NoticeFacts } from './notice-facts.js';
import { day, listed, money, plural } from './notice-wording.js';

/** Cents a cancelled policy is refunded: its premiums inside cooling-off, or its days paid for after. */
export const refundOf = (cover: NoticeCover) =>
  (cover.withinCoolingOff || cover.unusedCover) && cover.amount ? cover.amount : 0;

/**
 * The email's refund paragraph of policies cancelled together, or null without a refund: one sentence for
 * cooling-off refunds alone (as ever), else one per policy saying why, e.g. "We will refund R 630,00 for policy
 * DEV-…: the 18 days you had paid for after your cover ended."
 */
export function togetherRefundParagraph(covers: readonly NoticeCover[]): string | null {
  const number = (cover: NoticeCover) => cover.policyNumber ?? '';
  const refunded = covers.filter((cover) => refundOf(cover) > 0);
  if (refunded.length === 0) return null;
  const unrefunded = covers.filter((cover) => refundOf(cover) === 0);
  const none =
    unrefunded.length > 0 ? ` No premiums are refunded for policy ${listed(unrefunded.map(number))}.` : '';
  if (refunded.every((cover) => !cover.unusedCover))
    return `Because you cancelled within the cooling-off period, we will refund ${listed(refunded.map((cover) => `the ${money(refundOf(cover))} you paid for policy ${number(cover)}`))} into the bank account your premiums came from.${none}`;
  const each = refunded.map((cover) =>
    cover.unusedCover
      ? `We will refund ${money(refundOf(cover))} for policy ${number(cover)}: the ${plural(cover.unusedCover.days, 'day', 'days')} you had paid for after your cover ended.`
      : `We will refund the ${money(refundOf(cover))} you paid for policy ${number(cover)}: you cancelled it within its cooling-off period.`,
  );
  return `${each.join(' ')} Refunds go into the bank account your premiums came from.${none}`;
}

/** The email's refund paragraph of a policy cancelled on its own, or null without a refund. */
export function aloneRefundParagraph(f: NoticeFacts): string | null {
  const refund = refundOf(f);
  if (!refund) return null;
  return f.unusedCover
    ? `You had paid for cover up to ${day(f.unusedCover.paidUntil)}, so we will refund ${money(refund)} for the ${plural(f.unusedCover.days, 'day', 'days')} after your cover ended into the bank account your premiums came from.`
    : `Because you cancelled within the cooling-off period, we will refund the ${money(refund)} you paid into the bank account your premiums came from.`;
}

/** "Cancelling does not withdraw your claim CLM-…: we go on assessing it on the cover you had." */
export function openClaimsParagraph(f: NoticeFacts): string | null {
  const claims = f.openClaims ?? [];
  if (claims.length === 0) return null;
  const one = claims.length === 1;
  return `Cancelling does not withdraw your ${one ? 'claim' : 'claims'} ${listed(claims)}: we go on assessing ${one ? 'it' : 'them'} on the cover you had.`;
}

/** The SMS's " Claim CLM-… goes on." ('' without an open claim). */
export function openClaimsSms(f: NoticeFacts): string {
  const claims = f.openClaims ?? [];
  if (claims.length === 0) return '';
  return claims.length === 1 ? ` Claim ${claims[0]} goes on.` : ` Claims ${listed(claims)} go on.`;
}
