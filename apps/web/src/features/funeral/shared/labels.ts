import {
  BANK_ACCOUNT_TYPES,
  BENEFICIARY_RELATIONS,
  billingDayLabel,
  extendedFamilyRelationLabel,
  FUNERAL_CANCELLATION_REASONS,
  LOCALE,
  paymentMethodLabel,
  productName,
  SA_BANKS,
  SA_TIME_ZONE,
} from '@cover/domain';
import { FUNERAL_CLAIM_DOCUMENT_KINDS } from '@cover/domain/funeral';

/** A package code as its plain product name (one mapping, in the domain). */
export const packageLabel = productName;

const ROLE_LABELS: Record<string, string> = {
  main: 'Main member',
  spouse: 'Spouse',
  child: 'Child',
  extended: 'Extended family',
};

export const roleLabel = (role: string) => ROLE_LABELS[role] ?? role;
export const relationLabel = (relation: string | null | undefined) =>
  relation ? (extendedFamilyRelationLabel(relation) ?? relation) : '';
export const beneficiaryRelationLabel = (value: string) =>
  BENEFICIARY_RELATIONS.find((relation) => relation.value === value)?.label ?? value;
export const bankLabel = (value: string | null | undefined) =>
  value ? (SA_BANKS.find((bank) => bank.value === value || bank.label === value)?.label ?? value) : '';
export const accountTypeLabel = (value: string | null | undefined) =>
  value ? (BANK_ACCOUNT_TYPES.find((type) => type.value === value)?.label ?? value) : '';
export const paymentLabel = (value: string) => paymentMethodLabel(value) ?? value;
export const billingDayText = (day: number | null | undefined) =>
  day === null || day === undefined ? 'Not chosen' : (billingDayLabel(day) ?? `Day ${day}`);
export const cancellationReasonLabel = (value: string | null | undefined) =>
  value ? (FUNERAL_CANCELLATION_REASONS.find((reason) => reason.value === value)?.label ?? value) : '';
export const documentKindLabel = (value: string) =>
  FUNERAL_CLAIM_DOCUMENT_KINDS.find((kind) => kind.value === value)?.label ?? value;

/** Calendar days and instants are shown as South African days and times, whatever the phone's zone. */
const dateFormat = new Intl.DateTimeFormat(LOCALE, {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: SA_TIME_ZONE,
});

/** '2026-03-14' → '14 March 2026'; an ISO timestamp → its South African day. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '—';
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00+02:00`) : new Date(value);
  return Number.isNaN(day.getTime()) ? value : dateFormat.format(day);
}

export { formatDateTime } from '../../../components/policies/format-time';
