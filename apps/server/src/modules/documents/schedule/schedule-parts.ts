/**
 * Parts of a policy schedule every line shows the same way: the package name, the holder, the address, the
 * payment (account number masked) and the beneficiaries.
 */
import {
  BANK_ACCOUNT_TYPES,
  BENEFICIARY_RELATIONS,
  paymentMethodLabel,
  provinceName,
  SA_BANKS,
  type Beneficiary,
  type PaymentDetails,
  type PolicyHolder,
} from '@cover/domain';
import type { PolicyScheduleData, ScheduleBeneficiary } from './schedule-data.js';

/** 'EMPLOYEE_FUNERAL_INSURANCE' → 'Employee funeral insurance'; other names as they are. */
export const packageLabel = (name: string) =>
  /^[A-Z0-9_]+$/.test(name) ? `${name.charAt(0)}${name.slice(1).toLowerCase().replace(/_/g, ' ')}` : name;

const bankLabel = (bank: string) =>
  SA_BANKS.find((entry) => entry.value === bank || entry.label.toLowerCase() === bank.toLowerCase())?.label ??
  bank;
const accountTypeLabel = (type: string) =>
  BANK_ACCOUNT_TYPES.find((entry) => entry.value === type)?.label ?? type;
const beneficiaryRelationLabel = (relation: string) =>
  BENEFICIARY_RELATIONS.find((entry) => entry.value === relation)?.label ?? relation;

export function schedulePayment(details: PaymentDetails | null): PolicyScheduleData['payment'] {
  if (!details) return null;
  return {
    method: paymentMethodLabel(details.type) ?? details.type,
    bankName: details.bankName ? bankLabel(details.bankName) : null,
    accountNumberMasked: details.accountNumber,
    accountType: details.accountType ? accountTypeLabel(details.accountType) : null,
    salaryReferenceNumber: details.salaryReferenceNumber,
  };
}

export const scheduleBeneficiaries = (beneficiaries: readonly Beneficiary[]): ScheduleBeneficiary[] =>
  beneficiaries.map((beneficiary) => ({
    name: `${beneficiary.firstName} ${beneficiary.lastName}`,
    relation: beneficiaryRelationLabel(beneficiary.relation),
    percentage: beneficiary.percentage,
  }));

/**
 * An address on one line with the province in words ('12 Main Road, Pretoria, Gauteng, 0002', captured with
 * the province code 'GP'), or null when nothing was captured. A province that is no code is kept as captured.
 */
export function addressLine(
  address: { formattedAddress?: string; city?: string; provience?: string; code?: string } | undefined,
): string | null {
  if (!address) return null;
  const province = address.provience && (provinceName(address.provience) ?? address.provience);
  const parts = [address.formattedAddress, address.city, province, address.code].filter(
    (value): value is string => typeof value === 'string' && value.trim() !== '',
  );
  return parts.length > 0 ? parts.join(', ') : null;
}

export const scheduleHolder = (
  holder: PolicyHolder,
  address: string | null,
): PolicyScheduleData['holder'] => ({
  name: `${holder.first_name} ${holder.last_name}`,
  idNumber: holder.id.number,
  email: holder.email,
  cellphone: holder.cellphone,
  address,
});
