/** Documents of a funeral claim (spec 002 §9). */
export const FUNERAL_CLAIM_DOCUMENT_KINDS = [
  { value: 'death_certificate', label: 'Death certificate' },
  { value: 'deceased_id', label: 'Deceased ID' },
  { value: 'main_member_id', label: 'Main member ID' },
  { value: 'formal_letterhead', label: 'Formal letterhead' },
  { value: 'death_registration_form', label: 'Death registration form' },
  { value: 'police_report', label: 'Police report' },
] as const;
export type FuneralClaimDocumentKind = (typeof FUNERAL_CLAIM_DOCUMENT_KINDS)[number]['value'];
