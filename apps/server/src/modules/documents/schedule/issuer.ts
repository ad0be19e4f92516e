import { insurerOf, type PolicyTerm } from '@cover/domain';

/**
 * The parties named on policy documents. This deployment is a demonstration: names, registration and FSP
 * numbers are illustrative (the insurers are the domain's, as the web app's footer and legal pages name them).
 */
export const DOCUMENT_ISSUER = {
  brand: 'Telkom Cover',
  intermediary: 'Telkom Insurance Services (Pty) Ltd, FSP 00000 (demonstration), authorised intermediary',
  address: 'Centurion, Gauteng, South Africa',
  complaintsEmail: 'complaints@telkomcover.example',
  ombud: 'National Financial Ombud Scheme South Africa (NFO): 0860 800 900, info@nfosa.co.za',
} as const;

/**
 * The insurer of a policy of this term as a document names it: 'Cover General Insurance Limited, a licensed
 * non-life insurer (demonstration), FSP 00002 (demonstration)' for short-term cover.
 */
export function documentInsurer(term: PolicyTerm): string {
  const insurer = insurerOf(term);
  return `${insurer.name}, a ${insurer.licence}, ${insurer.fsp}`;
}
