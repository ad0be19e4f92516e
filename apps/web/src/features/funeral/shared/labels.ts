import { BENEFICIARY_RELATIONS, extendedFamilyRelationLabel, productName } from '@cover/domain';
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
export const documentKindLabel = (value: string) =>
  FUNERAL_CLAIM_DOCUMENT_KINDS.find((kind) => kind.value === value)?.label ?? value;

// What every line shows the same way lives in components/policies/labels.ts.
export {
  accountTypeLabel,
  bankLabel,
  billingDayText,
  cancellationReasonLabel,
  formatDate,
  formatDateTime,
  paymentLabel,
} from '../../../components/policies/labels';
