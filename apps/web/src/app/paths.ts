/** Paths of the pages the shell owns. Feature routes add their own under /retail, /employee, /operator. */
export const PATHS = {
  home: '/',
  privacy: '/privacy-notice',
  terms: '/terms-of-use',
  complaints: '/complaints',
  disclosures: '/disclosures',
  devMailbox: '/dev/mailbox',
  device: '/device',
  motor: '/motor',
  /** the mobile vehicle inspection page of the SMS link (`/inspection#t=<token>`): public, no sign-in */
  inspection: '/inspection',
} as const;

/** The product pages: the funeral calculator, and the device and motor cover pages. */
export const PRODUCT_LINKS = [
  { label: 'Funeral', to: '/funeral', id: 'funeral' },
  { label: 'Device', to: '/device', id: 'device' },
  { label: 'Motor', to: '/motor', id: 'motor' },
] as const;
