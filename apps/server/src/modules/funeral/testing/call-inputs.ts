/**
 * A valid input for every funeral call that names something, built from one person's ids: the ownership
 * suite sends them with another user's token, the line-scoping suite with ids of another product line.
 */
import { debitOrder, familyApplication } from './fixtures.js';

/** The ids of one victim: their policy, a member, a beneficiary, a pending preview, an unused quote, a pending application. */
export interface CallIds {
  policyHolderId: string;
  policyId: string;
  memberId: string;
  beneficiaryId: string;
  alterationPackageId: string;
  quotePackageId: string;
  applicationId: string;
}

const beneficiaries = [{ relation: 'parent', firstName: 'Jabu', lastName: 'Nkosi', percentage: 100 }];
const child = { firstName: 'Ayanda', lastName: 'Nkosi', dateOfBirth: '2019-09-09' };
export const aunt = {
  firstName: 'Nomsa',
  lastName: 'Dlamini',
  relationship: 'aunt',
  dateOfBirth: '1970-05-05',
  coverageOption: 'B' as const,
};
const note = { title: 'Mine now', description: 'Not yours' };

/** A valid body or query for each call that names something, built from the victim's ids. */
export const CALL_INPUTS: Record<string, (ids: CallIds) => Record<string, unknown>> = {
  getPolicy: (ids) => ({ policyHolderId: ids.policyHolderId }),
  getPolicies: (ids) => ({ policyHolderId: ids.policyHolderId }),
  getApplicationByPolicyHolder: (ids) => ({ policyHolderId: ids.policyHolderId }),
  getApplications: (ids) => ({ policyHolderId: ids.policyHolderId }),
  getPolicyByPolicyId: (ids) => ({ policyId: ids.policyId }),
  getPolicyById: () => ({}),
  getPolicyPayment: (ids) => ({ policyId: ids.policyId }),
  addChildren: (ids) => ({ policyId: ids.policyId, children: [child] }),
  editExtendedFamily: (ids) => ({
    policyId: ids.policyId,
    members: [{ memberId: ids.memberId, coverageOption: 'A' }],
  }),
  removeExtendedFamily: (ids) => ({ policyId: ids.policyId, memberIds: [ids.memberId] }),
  getAddExtendedFamilyQuote: (ids) => ({ policyId: ids.policyId, extendedFamily: [aunt] }),
  addExtendedFamily: (ids) => ({ policyId: ids.policyId, alterationPackageId: ids.alterationPackageId }),
  editPolicyDetails: (ids) => ({ policyId: ids.policyId, billingDay: 20 }),
  editBeneficiary: (ids) => ({ policyId: ids.policyId, beneficiaries }),
  deleteBeneficiary: (ids) => ({ policyId: ids.policyId, beneficiaryId: ids.beneficiaryId }),
  updatePolicyPayment: (ids) => ({ policyId: ids.policyId, paymentMethod: debitOrder() }),
  cancelPolicy: (ids) => ({ policyId: ids.policyId, reason: 'other' }),
  archive: (ids) => ({ policyId: ids.applicationId, ...note }),
  createNote: (ids) => ({ policyId: ids.policyId, ...note }),
  applicationDeclaration: (ids) => ({
    applicationId: ids.applicationId,
    acceptTandc: true,
    acceptPOPIAandTCF: true,
    consents: { salaryDeduction: true, debitOrder: true },
  }),
  createQuoteApplication: (ids) => familyApplication(ids.quotePackageId),
  createApplication: (ids) => familyApplication(ids.quotePackageId),
  paidCreateApplication: (ids) => familyApplication(ids.quotePackageId),
  changePlanDetails: (ids) => ({ policyId: ids.policyId, coverOption: 'E' }),
  requote: (ids) => ({ policyId: ids.policyId, coverOption: 'E' }),
  createAlterationPackage: (ids) => ({
    policyId: ids.policyId,
    change: { type: 'change_plan', coverOption: 'E' },
  }),
  applyAlterationPackage: (ids) => ({ policyId: ids.policyId, alterationPackageId: ids.alterationPackageId }),
  alter: (ids) => ({ policyId: ids.policyId, alterationPackageId: ids.alterationPackageId }),
};

/** Calls that name no policy, application, quote or holder: they only ever act on the caller. */
export const ID_LESS_CALLS = [
  'retail.getAQuote',
  'retail.getCoverCalculate',
  'retail.checkIfActivePolicyExists',
  'jmr.getAQuote',
  'jmr.getCoverCalculate',
  'jmr.checkIfActivePolicyExists',
  'employee.getQuote',
  'cms.getQuote',
  'cms.paidGetQuote',
  'cms.ageInterval',
  'cms.extendedFamilyPremiums',
];
