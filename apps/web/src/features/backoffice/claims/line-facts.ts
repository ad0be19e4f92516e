import { createElement } from 'react';
import type { Fact } from '../../../components/policies/fact-list';
import { formatMoney } from '../../../components/money/format-money';
import { formatDate } from '../../../components/policies/labels';
import { backofficeClaimSchema } from '@cover/domain';
import type { AccidentDetailsView } from '@cover/domain/motor';
import { codeLabel } from '../components/value-labels';
import { InspectionLink } from './inspection-link';
import { accidentFacts, inspectionLabel, provinceLabel } from './motor-facts';

/**
 * What is not the claimant's answer: every field the back office's claim schema names (the header, the
 * assessment, the type's document names, whether the viewer recommended, what holds the approval up), and
 * the view's own workings beside the line's facts (the member's id, the waiting period, the hold).
 */
const HEADER_KEYS = new Set([
  ...Object.keys(backofficeClaimSchema.shape),
  'memberId',
  'notice',
  'withinWaitingPeriod',
  'waitingPeriodEndsOn',
  'claimType',
  'holdReason',
  'holdAnsweredAt',
  'declineReason',
]);

/** Amounts among the line facts (integer cents). */
const MONEY_KEYS = new Set([
  'excess',
  'outstandingBalance',
  'sumAssured',
  'settlementBalance',
  // a device claim's repair quote (above the insured value the phone is replaced)
  'repairQuote',
]);

const LABELS: Record<string, string> = {
  saId: 'ID number',
  claimTypeLabel: 'Claim type',
  sapsCaseNumber: 'SAPS case number',
  memberRole: 'Member',
  dateOfDeath: 'Date of death',
  causeOfDeath: 'Cause of death',
  placeOfDeath: 'Place of death',
  incidentDate: 'Date of the incident',
  // motor (spec 001 §3): the customer's claim page's words
  incident_date: 'Date of the incident',
  incident_time: 'Time of the incident',
  incident_address: 'Address',
  incident_suburb: 'Suburb',
  incident_province: 'Province',
  incident_delay_reason: 'Why it was reported late',
  reportedLate: 'Reported more than 48 hours later',
  policeReferenceNumber: 'Police reference number',
  inspectionMobileEnding: 'Inspection link texted to',
  inspection: 'Damage inspection',
};

/** Facts whose value reads better in words than as stored. */
const VALUE_TEXT: Record<string, (value: string) => string> = {
  incident_province: provinceLabel,
  inspectionMobileEnding: (ending) => `the cellphone number ending in ${ending}`,
};

/** Facts that are several facts in words (motor: the accident). */
const EXPANDED: Record<string, (value: Record<string, unknown>) => Fact[]> = {
  accident: (accident) => accidentFacts(accident as unknown as AccidentDetailsView),
  // motor: the inspection of the damage, by its status, linked to its page with the photos (QA walk 4)
  inspection: (inspection) => {
    const label = inspectionLabel(inspection);
    if (!label) return [];
    const id = inspection.preInspectionId;
    const value = typeof id === 'string' && id !== '' ? createElement(InspectionLink, { id, label }) : label;
    return [{ label: factLabel('inspection'), value }];
  },
};

/** 'dateOfDeath' → 'Date of death'. */
export function factLabel(key: string): string {
  if (LABELS[key]) return LABELS[key];
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function factValue(key: string, value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number')
    return MONEY_KEYS.has(key) ? formatMoney(value) : value.toLocaleString('en-ZA');
  if (typeof value === 'string') return VALUE_TEXT[key]?.(value) ?? codeLabel(key, value) ?? textValue(value);
  if (Array.isArray(value)) {
    const items = value.filter((item) => item !== null && typeof item !== 'object').map(String);
    return items.length > 0 ? items.map(textValue).join(', ') : null;
  }
  return null;
}

const ISO_DAY_OR_INSTANT = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/;
const CODE = /^[a-z]+(_[a-z]+)+$/;

/** A value as a person reads it: a day as '27 November 2026', a code such as 'other_family' as 'Other family'. */
export function textValue(value: string): string {
  if (ISO_DAY_OR_INSTANT.test(value)) return formatDate(value);
  if (CODE.test(value)) {
    const words = value.replace(/_/g, ' ');
    return words.charAt(0).toUpperCase() + words.slice(1);
  }
  return value;
}

/**
 * The line's own facts of a claim (funeral: the deceased and the death; device and motor: the incident;
 * credit life: the event), flattened one level, in words, skipping the shared header.
 */
export function lineFacts(claim: Record<string, unknown>): Fact[] {
  const facts: Fact[] = [];
  // a motor claim's place is shown by its address, suburb and province already
  const skipped = 'incident_address' in claim ? new Set(['incidentPlace']) : new Set<string>();
  const add = (key: string, value: unknown) => {
    if (HEADER_KEYS.has(key) || skipped.has(key) || facts.some((fact) => fact.label === factLabel(key)))
      return;
    const expand = EXPANDED[key];
    if (expand) {
      if (value && typeof value === 'object' && !Array.isArray(value))
        facts.push(...expand(value as Record<string, unknown>));
      return;
    }
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [inner, innerValue] of Object.entries(value as Record<string, unknown>))
        add(inner, innerValue);
      return;
    }
    const text = factValue(key, value);
    if (text !== null) facts.push({ label: factLabel(key), value: text });
  };
  for (const [key, value] of Object.entries(claim)) add(key, value);
  return facts;
}
