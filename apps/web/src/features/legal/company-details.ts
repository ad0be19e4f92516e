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
    complaints: 'complaints@telkomcover.example',
    compliance: 'compliance@telkomcover.example',
  },
  lastUpdated: '1 October 2025',
} as const;

export const OMBUD = {
  nfo: {
    name: 'National Financial Ombud Scheme South Africa (NFO)',
    phone: '0860 800 900',
    email: 'info@nfosa.co.za',
    website: 'https://www.nfosa.co.za',
  },
  fais: {
    name: 'Ombud for Financial Services Providers (FAIS Ombud)',
    phone: '012 762 5000',
    email: 'info@faisombud.co.za',
    website: 'https://www.faisombud.co.za',
  },
  regulator: {
    name: 'Information Regulator (South Africa)',
    email: 'POPIAComplaints@inforegulator.org.za',
    website: 'https://inforegulator.org.za',
  },
} as const;
