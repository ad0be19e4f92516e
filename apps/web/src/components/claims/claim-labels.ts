/** How a line names its document kinds and shows dates (passed in by the line's screens). */
export interface ClaimLabels {
  /** 'proof_of_purchase' → 'Proof of purchase' */
  documentKind: (kind: string) => string;
  /** a calendar day, e.g. '14 March 2026' */
  date: (value: string | null | undefined) => string;
  /** an instant, e.g. '14 March 2026, 10:30' */
  dateTime: (value: string | null | undefined) => string;
}
