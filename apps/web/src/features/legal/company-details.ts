import { COMPLAINTS_EMAIL } from '@cover/domain';
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
  lifeInsurer: {
    name: 'Cover Life Assurance Limited',
    licence: 'licensed life insurer (demonstration)',
    fsp: 'FSP 00001 (demonstration)',
    lines: 'funeral cover and credit life cover',
  },
  generalInsurer: {
    name: 'Cover General Insurance Limited',
    licence: 'licensed non-life insurer (demonstration)',
    fsp: 'FSP 00002 (demonstration)',
    lines: 'device insurance and motor insurance',
  },
  address: 'Centurion, Gauteng, South Africa',
  emails: {
    privacy: 'privacy@telkomcover.example',
    complaints: COMPLAINTS_EMAIL,
    compliance: 'compliance@telkomcover.example',
  },
  lastUpdated: '1 October 2025',
} as const;

export { OMBUD } from '@cover/domain';
