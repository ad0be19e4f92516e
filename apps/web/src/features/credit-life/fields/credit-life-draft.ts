// Credit life's details as typed (any line), types and empty values only: the persisted wizard drafts
// import this, so it stays free of validation code.
import type { BeneficiaryDraft } from '../../../components/beneficiaries/beneficiary-rules';

export interface CreditLifePersonDraft {
  firstName: string;
  lastName: string;
  idNumber: string;
}

/** The details every credit life line asks for (spec 001 §3 creditLifeDetails, spec 002 §3). */
export interface CreditLifeDraft {
  /** cents; null while empty or not an amount */
  outstandingBalance: number | null;
  /** 'me': the signed-in customer (from the profile); 'other': someone else, named here */
  responsible: 'me' | 'other';
  personResponsibleForFinancing: CreditLifePersonDraft;
  beneficiariesDetails: BeneficiaryDraft[];
  issuedPercentage: number;
  addAnotherBeneficiary: boolean;
}

export const emptyCreditLifeDraft = (): CreditLifeDraft => ({
  outstandingBalance: null,
  responsible: 'me',
  personResponsibleForFinancing: { firstName: '', lastName: '', idNumber: '' },
  beneficiariesDetails: [],
  issuedPercentage: 0,
  addAnotherBeneficiary: true,
});
