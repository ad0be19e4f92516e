import type { PolicyHolderCreate } from '@cover/domain';
import { readApiError, type ReadableApiError } from '../../lib/api-error';

/** A person registered as a policy holder by their SA ID number. */
export interface PolicyHolderPerson {
  idNumber: string;
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
}

/** The request that registers the person as a policy holder. */
export const policyHolderBody = (person: PolicyHolderPerson): PolicyHolderCreate => ({
  type: 'individual',
  id: { type: 'id', number: person.idNumber.trim(), country: 'ZA' },
  first_name: person.firstName,
  last_name: person.lastName,
  email: person.email.trim(),
  cellphone: person.mobile.trim(),
});

/**
 * Registers the person as a policy holder through `create` (a createPolicyholder call); a holder already
 * on file is fine. Returns the problem, or null.
 */
export async function registerPolicyHolder(
  create: (body: PolicyHolderCreate) => PromiseLike<{ error?: unknown }>,
  person: PolicyHolderPerson,
): Promise<ReadableApiError | null> {
  const result = await create(policyHolderBody(person));
  if (result.error === undefined) return null;
  const failure = readApiError(result.error);
  return failure.code === 'POLICY_HOLDER_EXISTS' ? null : failure;
}
