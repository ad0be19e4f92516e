import { COMPLAINTS_EMAIL, INSURERS } from '@cover/domain';
import { BRAND } from '../../components/page/page-head';

/**
 * The parties named in the legal pages. This deployment is a demonstration: names, registration and FSP
 * numbers are illustrative and the `.example` addresses do not receive mail (the pages say so).
 */
export const COMPANY = {
  brand: BRAND,
  intermediary: {
    name: 'Telkom Insurance Services (Pty) Ltd',
    registration: 'Reg. 2000/000000/07 (demonstration)',
    fsp: 'FSP 00000 (demonstration)',
    role: 'authorised financial services provider (intermediary)',
  },
  /** long-term cover (funeral, credit life); the policy schedules name the same (domain INSURERS) */
  lifeInsurer: INSURERS.long_term,
  /** short-term cover (device, motor) */
  generalInsurer: INSURERS.short_term,
  address: 'Centurion, Gauteng, South Africa',
  emails: {
    privacy: 'privacy@telkomcover.example',
    complaints: COMPLAINTS_EMAIL,
    compliance: 'compliance@telkomcover.example',
  },
  lastUpdated: '1 October 2025',
} as const;

export { OMBUD } from '@cover/domain';
