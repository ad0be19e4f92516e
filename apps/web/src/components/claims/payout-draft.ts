import { PREMIUM_ACCOUNT_SOURCE } from '@cover/domain';

/**
 * Where the payout goes as the form has it: '' until the form knows whether the policy has a premium
 * account, 'premium_account' (the account the premiums come from, read by the server) or 'given' (typed).
 */
export type PayoutSource = '' | typeof PREMIUM_ACCOUNT_SOURCE | 'given';

/** The payout account as typed: the bank (a SA_BANKS value), holder, number and type, and its source. */
export interface PayoutDraft {
  source: PayoutSource;
  bankName: string;
  accountHolderName: string;
  accountNumber: string;
  accountType: string;
}

/** The form values the payout section binds to: a claim form on a policy with `bankDetails`. */
export interface PayoutFormValues {
  policyId: string;
  bankDetails: PayoutDraft;
}

export const emptyPayoutDraft = (): PayoutDraft => ({
  source: '',
  bankName: '',
  accountHolderName: '',
  accountNumber: '',
  accountType: '',
});

/**
 * The payout account as a claim submission takes it: the premium account by its source alone (the server
 * reads it from the policy), or the account typed (the number without spaces).
 */
export const payoutBody = (draft: PayoutDraft) =>
  draft.source === PREMIUM_ACCOUNT_SOURCE
    ? { source: PREMIUM_ACCOUNT_SOURCE }
    : {
        bankName: draft.bankName,
        accountHolderName: draft.accountHolderName,
        accountNumber: draft.accountNumber.replace(/\s/g, ''),
        accountType: draft.accountType,
      };
