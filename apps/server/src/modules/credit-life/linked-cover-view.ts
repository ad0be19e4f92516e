/**
 * The credit life taken with another application as its readers share it (the operator desk's employee,
 * the back office's underwriter): the cover, its premium and beneficiaries, its policy once issued. Who is
 * responsible for the finance is each reader's own, never an ID number.
 */
import type { CreditLifeApplication, LinkedCreditLifeCover } from '@cover/domain';

/** `monthlyPremium`: the credit life application's own premium a month (cents). */
export function linkedCoverOf(view: CreditLifeApplication, monthlyPremium: number): LinkedCreditLifeCover {
  return {
    applicationNumber: view.applicationNumber,
    policyId: view.policyId,
    policyNumber: view.policyNumber,
    outstandingBalance: view.module.outstandingBalance,
    additionalPercentage: view.module.additionalPercentage,
    totalAmountInsured: view.module.totalAmountInsured,
    monthlyPremium,
    beneficiaries: view.module.beneficiariesDetails.map((beneficiary) => ({
      name: `${beneficiary.firstName} ${beneficiary.lastName}`.trim(),
      relation: beneficiary.relation,
      percentage: beneficiary.percentage,
    })),
  };
}

/** Who is responsible for the finance, by name, and whether it is the holder (by ID number, never shown). */
export function responsibleOf(view: CreditLifeApplication, holderIdNumber: string | undefined) {
  const person = view.module.personResponsibleForFinancing;
  return {
    isHolder: holderIdNumber !== undefined && person.idNumber === holderIdNumber,
    name: `${person.firstName} ${person.lastName}`.trim(),
  };
}
