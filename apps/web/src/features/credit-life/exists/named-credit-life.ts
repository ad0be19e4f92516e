import { useGetCreditLifeApplicationsQuery, useGetCreditLifePoliciesQuery } from '../api/credit-life-api';
import type { CreditLifeLine } from '../line';
import { continuePath } from '../policies/continue-path';

/** A way to the customer's own credit life a refusal names. */
export interface NamedCreditLife {
  to: string;
  label: string;
}

/** The words of a message that may be a policy or application number (e.g. VCL-2026-000002). */
const numbersIn = (message: string) => new Set(message.match(/[A-Za-z0-9][A-Za-z0-9-]*[A-Za-z0-9]/g) ?? []);

/**
 * The customer's own credit life policy or application the server's CREDIT_LIFE_EXISTS message names (it
 * names only the customer's own; another customer's is named by no number): its page, or where the
 * PENDING application is continued. Asked of the line's lists only when `lookUp` (not for an agent, whose
 * lists are not the customer's); null while they load, or when nothing of theirs is named.
 */
export function useNamedCreditLife(
  line: CreditLifeLine,
  message: string,
  lookUp: boolean,
): NamedCreditLife | null {
  const numbers = numbersIn(message);
  const policies = useGetCreditLifePoliciesQuery({ scope: line.scope }, { skip: !lookUp });
  const applications = useGetCreditLifeApplicationsQuery({ scope: line.scope }, { skip: !lookUp });
  if (!lookUp) return null;
  const policy = policies.data?.data.find((entry) => numbers.has(entry.policyNumber));
  if (policy)
    return { to: line.paths.creditLife(policy.policyId), label: `View policy ${policy.policyNumber}` };
  const application = applications.data?.data.find((entry) => numbers.has(entry.applicationNumber));
  const to = application ? continuePath(line, application) : null;
  return application && to ? { to, label: `Continue application ${application.applicationNumber}` } : null;
}
