// The debit order draft alone, without validation code, so persisted wizard slices stay light on first load.
// A debit order is a bank account: the draft lives in components/policies, shared by every product line.
export {
  emptyBankAccount as emptyDebitOrder,
  type BankAccountDraft as DebitOrderDraft,
} from '../../../components/policies/bank-account-draft';
