/** The facts the notice tests word their notices with: a funeral policy, a claim, an amount, a vehicle. */
import type { NoticeFacts } from '../customer-notices.js';

export const SAMPLE_FACTS: NoticeFacts = {
  firstName: 'Lerato',
  product: 'Funeral cover',
  policyNumber: 'FUN-000123',
  claimNumber: 'CLM-000045',
  applicationNumber: 'APP-2026-000007',
  amount: 123_456,
  date: '2026-03-12',
  reason: 'The death was within the 6-month waiting period',
  vehicle: 'Toyota Corolla CA 123-456',
};
