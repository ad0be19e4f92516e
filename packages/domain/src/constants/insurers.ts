/**
 * The insurers that underwrite the cover, by the term of the policy: long-term cover (funeral, credit life)
 * by the life insurer, short-term cover (device, motor) by the non-life insurer. The one source for the web
 * app's footer and legal pages and for the policy documents. This deployment is a demonstration: names and
 * FSP numbers are illustrative.
 */
import type { PolicyTerm } from '../lifecycle/cover-periods.js';

export interface Insurer {
  name: string;
  /** e.g. 'licensed life insurer (demonstration)' */
  licence: string;
  fsp: string;
  /** the cover it underwrites, in words */
  lines: string;
}

export const INSURERS = {
  long_term: {
    name: 'Cover Life Assurance Limited',
    licence: 'licensed life insurer (demonstration)',
    fsp: 'FSP 00001 (demonstration)',
    lines: 'funeral cover and credit life cover',
  },
  short_term: {
    name: 'Cover General Insurance Limited',
    licence: 'licensed non-life insurer (demonstration)',
    fsp: 'FSP 00002 (demonstration)',
    lines: 'device insurance and motor insurance',
  },
} as const satisfies Readonly<Record<PolicyTerm, Insurer>>;

/** The insurer of a policy of this term. */
export const insurerOf = (term: PolicyTerm): Insurer => INSURERS[term];
