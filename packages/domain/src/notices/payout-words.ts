import type { NoticePayout } from './notice-facts.js';
import { accountEnding, bankName } from './notice-wording.js';

/**
 * Where a claim's payout went: 'your Capitec account ending 7890' ('your account ending 7890' when `brief`,
 * for an SMS), or 'the bank account you gave us' when the notice was not told.
 */
export function payoutAccount(payout: NoticePayout | null | undefined, brief = false): string {
  const ending = accountEnding(payout?.accountEnding);
  if (!ending) return 'the bank account you gave us';
  if (brief || !payout?.bank) return `your account ending ${ending}`;
  return `your ${bankName(payout.bank)} account ending ${ending}`;
}
