/** The payout account as typed: the bank (a SA_BANKS value), holder, number and type. */
export interface PayoutDraft {
  bankName: string;
  accountHolderName: string;
  accountNumber: string;
  accountType: string;
}

/** The form values the payout section binds to: a claim form with `bankDetails`. */
export interface PayoutFormValues {
  bankDetails: PayoutDraft;
}

export const emptyPayoutDraft = (): PayoutDraft => ({
  bankName: '',
  accountHolderName: '',
  accountNumber: '',
  accountType: '',
});

/** The payout account as a claim submission takes it (the number without spaces). */
export const payoutBody = (draft: PayoutDraft) => ({
  bankName: draft.bankName,
  accountHolderName: draft.accountHolderName,
  accountNumber: draft.accountNumber.replace(/\s/g, ''),
  accountType: draft.accountType,
});
