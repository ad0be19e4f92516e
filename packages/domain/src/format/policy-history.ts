/**
 * A policy's history in words, for every line and for each of its readers: the holder reads what they did
 * in their own voice ("You changed your beneficiaries (3 people). Your premium stays R 97,50."), staff read
 * the stored third person ("Beneficiaries changed (3 people). Premium stays R 97,50."). The words are made
 * from the facts an event keeps (its data), never from codes: reasons, payment methods and days by their
 * labels, people by name with their relation, money as formatRand writes it, the premium only as a change
 * when it changed.
 */
import { LAST_DAY_OF_MONTH } from '../constants/billing.js';
import { paymentMethodLabel } from '../constants/payment-methods.js';
import { extendedFamilyRelationLabel } from '../constants/relationships.js';
import { formatLongDate } from './dates.js';
import { cancellationSummary, unusedCoverOf } from './cancellation-history.js';
import { formatRand } from './money.js';

import type { HistoryReader } from './history-reader.js';

export type { HistoryReader } from './history-reader.js';
export * from './cancellation-history.js';

/** A person a change named: 'Grace Dube (Mother)', or 'Ayanda Nkosi' without a relation. */
export interface NamedPerson {
  firstName: string;
  lastName: string;
  /** an extended family member's relation to the main member ('mother', 'Aunt') */
  relation?: string | null;
}

/** What an alteration changed, as its event keeps it (`data.change`) and its preview names it. */
export type PolicyChangeFacts =
  | { kind: 'children_added'; people: NamedPerson[] }
  /** a spouse added to a policy that covered none (editPolicyDetails with only the spouse) */
  | { kind: 'spouse_added'; people: NamedPerson[] }
  | { kind: 'extended_family_added'; people: NamedPerson[] }
  | { kind: 'extended_family_changed'; people: NamedPerson[] }
  | { kind: 'extended_family_removed'; people: NamedPerson[] }
  /** the system ended the cover of a member whose death claim was approved (docs/decisions/0038) */
  | { kind: 'member_died'; people: NamedPerson[] }
  | { kind: 'plan_changed'; coverType: string; coverOption: string }
  | { kind: 'details_changed' }
  | { kind: 'beneficiaries_changed'; count: number }
  | { kind: 'payment_changed'; method: string; billingDay: number | null }
  | { kind: 'vehicle_swapped'; vehicle: string }
  /** a motor edit; `parts` names what it changed (older changes have none) */
  | { kind: 'vehicle_details_changed'; parts?: VehicleEditPart[] };

/** What a motor policy edit can change, each in plain words (the notice, preview and history name them). */
export const VEHICLE_EDIT_PART_WORDS = {
  sum_insured: 'sum insured',
  odometer: 'odometer reading',
  colour: 'vehicle colour',
  use: 'vehicle use',
  driver: 'regular driver',
  address: 'address',
  finance: 'finance',
  extras: 'extras',
  enhancements: 'performance enhancements',
  history: 'insurance history',
} as const;
export type VehicleEditPart = keyof typeof VEHICLE_EDIT_PART_WORDS;

/** 'extras and address'; null when the parts are not known (a change made before they were kept). */
export function vehicleEditPartsText(parts: readonly string[] | null | undefined): string | null {
  const words = (parts ?? []).flatMap((part) =>
    part in VEHICLE_EDIT_PART_WORDS ? [VEHICLE_EDIT_PART_WORDS[part as VehicleEditPart]] : [],
  );
  return words.length > 0 ? listText(words) : null;
}

const CHANGE_KINDS: ReadonlySet<string> = new Set([
  'children_added',
  'spouse_added',
  'extended_family_added',
  'extended_family_changed',
  'extended_family_removed',
  'member_died',
  'plan_changed',
  'details_changed',
  'beneficiaries_changed',
  'payment_changed',
  'vehicle_swapped',
  'vehicle_details_changed',
]);

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** 'Grace Dube (Mother)'; the relation by its label. */
export function personText(person: NamedPerson): string {
  const name = `${person.firstName} ${person.lastName}`.trim();
  if (!person.relation) return name;
  return `${name} (${extendedFamilyRelationLabel(person.relation) ?? capitalised(person.relation)})`;
}

/** 'A', 'A and B', 'A, B and C'. */
function listText(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

const peopleText = (people: readonly NamedPerson[]) => listText(people.map(personText));
const countText = (count: number) => `${count} ${count === 1 ? 'person' : 'people'}`;

const ordinal = (day: number) => {
  const tens = day % 100;
  if (tens >= 11 && tens <= 13) return `${day}th`;
  return `${day}${({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th'}`;
};

/** The day a premium is collected: 'the 12th', 'the last day of the month'. */
export const collectionDayText = (day: number) =>
  day === LAST_DAY_OF_MONTH ? 'the last day of the month' : `the ${ordinal(day)}`;

/** 'Debit order on the 12th' (the method by its label). */
function paymentText(method: string, billingDay: number | null | undefined): string {
  const label = paymentMethodLabel(method) ?? capitalised(method.replace(/_/g, ' '));
  return typeof billingDay === 'number' ? `${label} on ${collectionDayText(billingDay)}` : label;
}

/** What a preview (the confirmation before a change) says it will do: 'Remove Grace Dube (Mother)'. */
export function alterationPreviewText(change: PolicyChangeFacts): string {
  switch (change.kind) {
    case 'children_added':
    case 'extended_family_added':
      return `Add ${peopleText(change.people)}`;
    case 'spouse_added':
      return `Add your spouse ${peopleText(change.people)}`;
    case 'extended_family_changed':
      return `Change the cover of ${peopleText(change.people)}`;
    case 'extended_family_removed':
      return `Remove ${peopleText(change.people)}`;
    case 'member_died':
      return `End the cover of ${peopleText(change.people)}, who died`;
    case 'plan_changed':
      return `Change your plan to ${change.coverType}, option ${change.coverOption}`;
    case 'details_changed':
      return 'Update your policy details';
    case 'beneficiaries_changed':
      return `Change your beneficiaries (${countText(change.count)})`;
    case 'payment_changed':
      return `Pay by ${paymentText(change.method, change.billingDay)}`;
    case 'vehicle_swapped':
      return `Swap to the ${change.vehicle}`;
    case 'vehicle_details_changed': {
      const parts = vehicleEditPartsText(change.parts);
      return parts
        ? `Change your ${parts}`
        : 'Change the details of your vehicle, its use, driver or address';
    }
  }
}

/** What a change did, in the reader's voice, without the premium. */
function changeDoneText(change: PolicyChangeFacts, reader: HistoryReader): string {
  const you = reader === 'holder';
  switch (change.kind) {
    case 'children_added':
    case 'extended_family_added':
      return `${peopleText(change.people)} added to the policy`;
    case 'spouse_added':
      return you
        ? `You added your spouse ${peopleText(change.people)} to the policy`
        : `Spouse ${peopleText(change.people)} added to the policy`;
    case 'extended_family_removed':
      return `${peopleText(change.people)} removed from the policy`;
    case 'member_died':
      // the same words for every reader: the holder did not do it
      return `${HISTORY_SYSTEM_NAME} ended the cover of ${peopleText(change.people)} at their death (the death claim was approved) and took them off the policy`;
    case 'extended_family_changed':
      return you
        ? `You changed the cover of ${peopleText(change.people)}`
        : `Cover of ${peopleText(change.people)} changed`;
    case 'plan_changed': {
      const plan = `${change.coverType}, option ${change.coverOption}`;
      return you ? `You changed your plan to ${plan}` : `Plan changed to ${plan}`;
    }
    case 'details_changed':
      return you ? 'You updated your policy details' : 'Policy details updated';
    case 'beneficiaries_changed':
      return you
        ? `You changed your beneficiaries (${countText(change.count)})`
        : `Beneficiaries changed (${countText(change.count)})`;
    case 'payment_changed': {
      const payment = paymentText(change.method, change.billingDay);
      return you ? `You changed how you pay: ${payment}` : `Payment changed to ${payment}`;
    }
    case 'vehicle_swapped':
      return you
        ? `You swapped your vehicle for the ${change.vehicle}`
        : `Vehicle swapped for the ${change.vehicle}`;
    case 'vehicle_details_changed': {
      const parts = vehicleEditPartsText(change.parts);
      if (parts) return you ? `You changed your ${parts}` : `${capitalised(parts)} changed`;
      return you
        ? 'You changed the details of your vehicle, its use, driver or address'
        : 'Details of the vehicle, its use, driver or address changed';
    }
  }
}

/** The premium after a change: 'Premium R 97,50 → R 277,50.' when it changed, else that it stays. */
export function premiumChangeText(before: number, after: number, reader: HistoryReader): string {
  if (before !== after) return `Premium ${formatRand(before)} → ${formatRand(after)}.`;
  return `${reader === 'holder' ? 'Your premium' : 'Premium'} stays ${formatRand(after)}.`;
}

/** An applied change as the history says it: what changed, then the premium. */
export function alterationSummary(
  change: PolicyChangeFacts,
  premiumBefore: number,
  premiumAfter: number,
  reader: HistoryReader,
): string {
  return `${changeDoneText(change, reader)}. ${premiumChangeText(premiumBefore, premiumAfter, reader)}`;
}

/** A change of how the premium is paid as the history says it, with the next collection when there is one. */
export function paymentChangeSummary(
  facts: { method: string; billingDay: number; nextBillingDate: string | null },
  reader: HistoryReader,
): string {
  const payment = paymentText(facts.method, facts.billingDay);
  const next = facts.nextBillingDate ? ` Next collection ${formatLongDate(facts.nextBillingDate)}.` : '';
  return `${reader === 'holder' ? `You changed how you pay: ${payment}` : `Payment changed to ${payment}`}.${next}`;
}

const isChange = (value: unknown): value is PolicyChangeFacts =>
  typeof value === 'object' && value !== null && CHANGE_KINDS.has(String((value as { kind?: unknown }).kind));

/**
 * An event of a policy's history in the reader's words, from the facts its data keeps; null for an event
 * these words do not cover, or one stored before it kept its facts (its stored summary then stands).
 */
export function policyEventSummary(
  type: string,
  data: Readonly<Record<string, unknown>>,
  reader: HistoryReader,
): string | null {
  switch (type) {
    case 'policy.altered':
    case 'policy.swapped':
      return isChange(data.change) &&
        typeof data.premiumBefore === 'number' &&
        typeof data.premiumAfter === 'number'
        ? alterationSummary(data.change, data.premiumBefore, data.premiumAfter, reader)
        : null;
    case 'policy.cancelled':
      return typeof data.reason === 'string'
        ? cancellationSummary(
            {
              reason: data.reason,
              refund: typeof data.refund === 'number' ? data.refund : 0,
              unusedCover: unusedCoverOf(data.unusedCover),
            },
            reader,
          )
        : null;
    case 'policy.payment_updated':
      return typeof data.method === 'string' && typeof data.billingDay === 'number'
        ? paymentChangeSummary(
            {
              method: data.method,
              billingDay: data.billingDay,
              nextBillingDate: typeof data.nextBillingDate === 'string' ? data.nextBillingDate : null,
            },
            reader,
          )
        : null;
    default:
      return null;
  }
}

/** Who a history credits with what the system did on its own (a referral by the rules, a notice). */
export const HISTORY_SYSTEM_NAME = 'Telkom Cover';

/** The underwriting notices, in the staff voice (the customer's own words stay in the stored summary). */
export const UNDERWRITING_STAFF_WORDS = {
  referred: 'Application referred to an underwriter',
  onHold: (reason: string | null) => `Application on hold${reason ? `: ${reason}` : ''}`,
  approved: 'Application approved',
  declined: (reason: string | null) => `Application declined${reason ? `: ${reason}` : ''}`,
} as const;

/** What a claim's history says when its last required document arrives (the system marks it ready). */
export const DOCUMENTS_COMPLETE_SUMMARY =
  'All required documents received; the claim is ready for assessment';

const reasonIn = (data: Readonly<Record<string, unknown>>) =>
  typeof data.reason === 'string' && data.reason.trim() !== '' ? data.reason : null;

/**
 * The notices an event tells the customer (stored in their voice: 'We are reviewing your application'):
 * their words for staff, and whether the system did it on its own, whoever's step set it off (the
 * referral follows the customer's declaration, yet the customer did not refer their application).
 */
const NOTICES: Readonly<
  Record<string, { bySystem: boolean; staff: (data: Readonly<Record<string, unknown>>) => string }>
> = {
  'application.underwriting_referred': { bySystem: true, staff: () => UNDERWRITING_STAFF_WORDS.referred },
  'application.underwriting_on_hold': {
    bySystem: false,
    staff: (data) => UNDERWRITING_STAFF_WORDS.onHold(reasonIn(data)),
  },
  'application.underwriting_approved': { bySystem: false, staff: () => UNDERWRITING_STAFF_WORDS.approved },
  'application.underwriting_declined': {
    bySystem: false,
    staff: (data) => UNDERWRITING_STAFF_WORDS.declined(reasonIn(data)),
  },
  // the last document's upload sets it off, yet the customer did not mark their claim ready
  'claim.documents_complete': { bySystem: true, staff: () => DOCUMENTS_COMPLETE_SUMMARY },
};

/** Did the system do this on its own (credit it to HISTORY_SYSTEM_NAME, not to the actor it records)? */
export const isSystemHistoryEvent = (type: string): boolean => NOTICES[type]?.bySystem === true;

/**
 * Who did an event, for every history: HISTORY_SYSTEM_NAME for what the system did on its own, else the
 * actor's name as the reader knows it (`named`).
 */
export const historyActorText = (type: string, named: string): string =>
  isSystemHistoryEvent(type) ? HISTORY_SYSTEM_NAME : named;

/**
 * An event in the staff voice where it is stored in the customer's ('Your application has been approved'
 * → 'Application approved'); null where the stored summary already speaks to staff.
 */
export function staffEventSummary(type: string, data: Readonly<Record<string, unknown>>): string | null {
  return NOTICES[type]?.staff(data) ?? null;
}
