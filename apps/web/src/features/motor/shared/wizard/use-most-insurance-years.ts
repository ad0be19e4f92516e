import { personFromProfile } from '../../../../components/person/person-from-profile';
import { useAuthSession } from '../../../../lib/identity';
import { useGetAdminUserQuery } from '../../../../lib/identity/account-api';
import type { MotorFamily } from '../api/purchase-api';
import { mostInsuranceYearsFor } from './history-rules';
import { useMotorWizardAgent } from './wizard-agent';

/**
 * The most years of uninterrupted motor insurance the policy holder can have had (QA ops 10: age − 18),
 * from the SA ID number on the signed-in customer's profile (their policy holder is made from it), or, at
 * the operator desk (never shown the employee's ID number), the number its holder view carries; null while
 * the age is not known (the profile not read yet or without an ID number).
 */
export function useMostInsuranceYears(family: MotorFamily): number | null {
  const agent = useMotorWizardAgent();
  const session = useAuthSession(family);
  const userName = session.status === 'signedIn' ? (session.user?.username ?? '') : '';
  const profile = useGetAdminUserQuery({ audience: family, userName }, { skip: agent !== null || !userName });
  if (agent) return agent.mostInsuranceYears;
  const idNumber = personFromProfile(profile.data)?.idNumber ?? '';
  return mostInsuranceYearsFor(idNumber);
}
