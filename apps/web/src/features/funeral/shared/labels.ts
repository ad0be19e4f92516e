import {
  BANK_ACCOUNT_TYPES,
  BENEFICIARY_RELATIONS,
  billingDayLabel,
  extendedFamilyRelationLabel,
  FUNERAL_CANCELLATION_REASONS,
  paymentMethodLabel,
  SA_BANKS,
} from '@cover/domain';
import {
  FUNERAL_CLAIM_DOCUMENT_KINDS,
  PACKAGE_NAMES,
  RETAIL_FUNERAL_PACKAGE_NAME,
} from '@cover/domain/funeral';

const PACKAGE_LABELS: Record<string, string> = {
  [RETAIL_FUNERAL_PACKAGE_NAME]: 'Funeral cover',
  [PACKAGE_NAMES.EMPLOYEE_FUNERAL_INSURANCE]: 'Employee funeral cover',
  [PACKAGE_NAMES.TELKOM_FREE_BENEFIT]: 'Free funeral benefit',
};

export const packageLabel = (packageName: string) => PACKAGE_LABELS[packageName] ?? packageName;

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

const dateFormat = new Intl.DateTimeFormat('en-ZA', { day: 'numeric', month: 'long', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('en-ZA', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** '2026-03-14' → '14 March 2026' (dates are calendar days, shown as such whatever the time zone). */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '—';
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value);
  return Number.isNaN(day.getTime()) ? value : dateFormat.format(day);
}

export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '—';
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? value : dateTimeFormat.format(instant);
}
