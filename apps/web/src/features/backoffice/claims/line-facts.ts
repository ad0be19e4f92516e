import type { Fact } from '../../../components/policies/fact-list';
import { formatMoney } from '../../../components/money/format-money';

/** The header fields every line's claim has; anything else in the view is the line's own facts. */
const HEADER_KEYS = new Set([
  'claimId',
  'claimNumber',
  'policyId',
  'policyNumber',
  'status',
  'approvalStatus',
  'statusDisplayValue',
  'amount',
  'coverAmount',
  'grantedAmount',
  'coverStatus',
  'requiredDocuments',
  'documentsOutstanding',
  'claimant',
  'bankDetails',
  'documents',
  'documentsCompleteAt',
  'createdAt',
  'updatedAt',
  'recentlyUpdated',
  'memberId',
  'notice',
  'withinWaitingPeriod',
  'waitingPeriodEndsOn',
  'claimType',
]);

/** Amounts among the line facts (integer cents). */
const MONEY_KEYS = new Set(['excess', 'outstandingBalance', 'sumAssured', 'settlementBalance']);

const LABELS: Record<string, string> = {
  saId: 'ID number',
  claimTypeLabel: 'Claim type',
  sapsCaseNumber: 'SAPS case number',
  memberRole: 'Member',
  dateOfDeath: 'Date of death',
  causeOfDeath: 'Cause of death',
  placeOfDeath: 'Place of death',
  incidentDate: 'Date of the incident',
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
  if (typeof value === 'string') return value;
  if (Array.isArray(value))
    return value.map((item) => (typeof item === 'object' ? JSON.stringify(item) : String(item))).join(', ');
  return null;
}

/**
 * The line's own facts of a claim (funeral: the deceased and the death; device and motor: the incident;
 * credit life: the event), flattened one level, in words, skipping the shared header.
 */
export function lineFacts(claim: Record<string, unknown>): Fact[] {
  const facts: Fact[] = [];
  const add = (key: string, value: unknown) => {
    if (HEADER_KEYS.has(key) || facts.some((fact) => fact.label === factLabel(key))) return;
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
