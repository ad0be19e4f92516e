// The debit order rules live with the bank account field group (components/policies); kept for imports.
export { emptyDebitOrder, type DebitOrderDraft } from './debit-order-draft';
export {
  bankAccountErrors as debitOrderErrors,
  branchCodeFor,
  debitOrderPayment,
  isKnownBank,
} from '../../../components/policies/bank-account-schema';
