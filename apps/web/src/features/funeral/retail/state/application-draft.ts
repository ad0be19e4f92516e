import { COVER_OPTION_CODES, type Application, type CoverOptionCode } from '@cover/domain/funeral';
import { newBeneficiaryKey } from '../../../../components/beneficiaries/beneficiary-rules';
import { newChild, newExtendedFamilyMember } from '../../shared/members/member-drafts';
import { funeralQuoteInitial, initialStep1, initialStep3, initialStep4 } from './funeral-quote-slice';
import type { FuneralQuoteState } from './wizard-types';

const coverOption = (value: string): CoverOptionCode =>
  (COVER_OPTION_CODES as readonly string[]).includes(value) ? (value as CoverOptionCode) : 'A';

/**
 * The wizard's draft for changing a PENDING application (spec 002 §4): its plan, lives, contact details and
 * beneficiaries as it holds them, from step 1. Bank details and the declaration are given again.
 */
export function draftFromApplication(
  application: Application,
): Pick<FuneralQuoteState, 'step1' | 'step3' | 'step4' | 'applicationId'> | null {
  const held = application.holding;
  if (!held || application.status !== 'PENDING') return null;
  const { module } = application;
  return {
    applicationId: application.applicationId,
    step1: {
      ...initialStep1,
      selectedPlan: module.coverType,
      coverOption: module.coverageOption,
      coverAmount: module.naturalDeathAmount,
      firstName: held.mainMember.firstName,
      lastName: held.mainMember.lastName,
      dateOfBirth: held.mainMember.dateOfBirth,
      extendedFamilyIncluded: held.extendedFamily.length > 0 ? 'yes' : 'no',
      extendedFamily: held.extendedFamily.map((member) => ({
        ...newExtendedFamilyMember(coverOption(member.coverageOption)),
        firstName: member.firstName,
        lastName: member.lastName,
        relationship: member.relationship,
        dateOfBirth: member.dateOfBirth,
      })),
    },
    step3: {
      ...initialStep3,
      ...held.contact,
      idNumber: held.mainMember.idNumber,
      noOfChildrens: held.children.length,
      beneficiaries: held.beneficiaries.map((beneficiary) => ({ key: newBeneficiaryKey(), ...beneficiary })),
    },
    step4: {
      ...initialStep4,
      spouseIncluded: held.spouse !== null,
      spouse: held.spouse ?? funeralQuoteInitial.step4.spouse,
      children: held.children.map((child) => ({ ...newChild(child.lastName), ...child })),
    },
  };
}
