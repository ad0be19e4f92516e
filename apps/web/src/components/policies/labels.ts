import {
  BANK_ACCOUNT_TYPES,
  billingDayLabel,
  FUNERAL_CANCELLATION_REASONS,
  paymentMethodLabel,
  SA_BANKS,
} from '@cover/domain';
import { saDateFormat } from './sa-date-format';

/** How every line words banks, account types, payment methods, billing days and cancellation reasons. */
export const bankLabel = (value: string | null | undefined) =>
  value ? (SA_BANKS.find((bank) => bank.value === value || bank.label === value)?.label ?? value) : '';
export const accountTypeLabel = (value: string | null | undefined) =>
  value ? (BANK_ACCOUNT_TYPES.find((type) => type.value === value)?.label ?? value) : '';
export const paymentLabel = (value: string) => paymentMethodLabel(value) ?? value;
export const billingDayText = (day: number | null | undefined) =>
  day === null || day === undefined ? 'Not chosen' : (billingDayLabel(day) ?? `Day ${day}`);
/** The cancellation reasons of spec 002 §9 (every line's cancelPolicy takes them). */
export const cancellationReasonLabel = (value: string | null | undefined) =>
  value ? (FUNERAL_CANCELLATION_REASONS.find((reason) => reason.value === value)?.label ?? value) : '';

/** Calendar days and instants are shown as South African days and times, whatever the phone's zone. */
const dayFormat = saDateFormat({ day: 'numeric', month: 'long', year: 'numeric' });

/** '2026-03-14' → '14 March 2026'; an ISO timestamp → its South African day. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '—';
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00+02:00`) : new Date(value);
  return Number.isNaN(day.getTime()) ? value : dayFormat().format(day);
}

export { formatDateTime } from './format-time';
