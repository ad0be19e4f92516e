/** Turns a change call's body (a stored preview to apply, or the change fields) into a change request. */
import type { AlterationChange, AlterationConsents } from '@cover/domain/funeral';
import type { ChangeRequest } from './alterations.js';

type Apply = { policyId: string; alterationPackageId: string; consents?: AlterationConsents | undefined };
type Fields = { policyId: string; preview: boolean; consents?: AlterationConsents | undefined };

export function changeRequest<I extends Fields>(
  input: Apply | I,
  build: (fields: I) => AlterationChange,
): ChangeRequest {
  if ('alterationPackageId' in input)
    return {
      policyId: input.policyId,
      alterationPackageId: input.alterationPackageId,
      consents: input.consents,
    };
  return { policyId: input.policyId, preview: input.preview, change: build(input), consents: input.consents };
}
