import { PATHS } from '../../app/paths';

/** Footer and menu links to the legal pages (POPIA, terms, complaints, FAIS / PPR disclosures). */
export const LEGAL_LINKS = [
  { label: 'Privacy notice (POPIA)', to: PATHS.privacy },
  { label: 'Terms of use', to: PATHS.terms },
  { label: 'Complaints', to: PATHS.complaints },
  { label: 'Provider disclosures (FAIS)', to: PATHS.disclosures },
] as const;
