import { motorApplicationCustomerReasons } from '@cover/domain';
import type { MotorQuote } from '@cover/domain/motor';
import { personFromProfile } from '../../../../components/person/person-from-profile';
import { useAuthSession } from '../../../../lib/identity';
import { useGetAdminUserQuery } from '../../../../lib/identity/account-api';
import type { MotorFamily } from '../api/purchase-api';
import { ageFromIdNumber, draftReferralFacts, type ReferralValues } from './referral-facts';
import { useMotorDraft } from './use-motor-draft';
import { useMotorWizardAgent } from './wizard-agent';

/**
 * Why the customer's draft will go to an underwriter when they declare it, in their words (the domain's
 * motorApplicationCustomerReasons, the rules the server's declaration applies), the customer's own age read
 * from their ID number. Empty without a quote. The server still decides at the declaration.
 */
export function draftCustomerReasons(
  values: ReferralValues,
  quote: MotorQuote | null,
  customerIdNumber: string,
  now: Date = new Date(),
): string[] {
  if (!quote) return [];
  return motorApplicationCustomerReasons(
    draftReferralFacts(values, quote, ageFromIdNumber(customerIdNumber, now), now),
  );
}

/**
 * The signed-in customer's reasons for the draft's quote (`quote`, the one shown). The operator desk says
 * its own (staff) reasons on its sending step, so an agent's wizard gets none here.
 */
export function useUnderwriterReasons(family: MotorFamily, quote: MotorQuote | null): string[] {
  const agent = useMotorWizardAgent();
  const { values } = useMotorDraft();
  const session = useAuthSession(family);
  const userName = session.status === 'signedIn' ? (session.user?.username ?? '') : '';
  const profile = useGetAdminUserQuery({ audience: family, userName }, { skip: agent !== null || !userName });
  if (agent) return [];
  return draftCustomerReasons(values, quote, personFromProfile(profile.data)?.idNumber ?? '');
}

export { UnderwriterNotice } from '../../../../components/declaration/underwriter-notice';
