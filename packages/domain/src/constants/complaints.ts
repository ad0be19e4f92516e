/**
 * Where a customer complains: our complaints address first, then the ombuds (the legal pages show them, the
 * claim decision notices name them). Demonstration values: the `.example` address receives no mail.
 */
export const COMPLAINTS_EMAIL = 'complaints@telkomcover.example';

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
