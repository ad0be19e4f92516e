import {
  BANK_ACCOUNT_TYPES,
  billingDayLabel,
  FUNERAL_CANCELLATION_REASONS,
  paymentMethodLabel,
  SA_BANKS,
} from '@cover/domain';

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

export { formatDate, formatDateTime } from './format-time';
