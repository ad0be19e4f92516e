import { BENEFICIARY_RELATIONS, productName } from '@cover/domain';
import { FUNERAL_CLAIM_DOCUMENT_KINDS } from '@cover/domain/funeral';

/** A package code as its plain product name (one mapping, in the domain). */
export const packageLabel = productName;

export const beneficiaryRelationLabel = (value: string) =>
  BENEFICIARY_RELATIONS.find((relation) => relation.value === value)?.label ?? value;
export const documentKindLabel = (value: string) =>
  FUNERAL_CLAIM_DOCUMENT_KINDS.find((kind) => kind.value === value)?.label ?? value;

// A member's role and relation are in member-labels.ts; what every line shows the same way lives in
// components/policies/labels.ts.
export {
  accountTypeLabel,
  bankLabel,
  billingDayText,
  cancellationReasonLabel,
  formatDate,
  formatDateTime,
  paymentLabel,
} from '../../../components/policies/labels';
