/**
 * The parties named on policy documents. This deployment is a demonstration: names, registration and FSP
 * numbers are illustrative (the same as the web app's legal pages).
 */
export const DOCUMENT_ISSUER = {
  brand: 'Telkom Cover',
  intermediary: 'Telkom Insurance Services (Pty) Ltd, FSP 00000 (demonstration), authorised intermediary',
  insurer: 'Cover Life Assurance Limited, FSP 00001 (demonstration), licensed life insurer',
  address: 'Centurion, Gauteng, South Africa',
  complaintsEmail: 'complaints@telkomcover.example',
  ombud: 'National Financial Ombud Scheme South Africa (NFO): 0860 800 900, info@nfosa.co.za',
} as const;
