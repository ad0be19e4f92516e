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
