/** What the wizard says about a PENDING application continued from the policies page (?applicationId=). */
export const REOPEN_MESSAGES = {
  notFound: 'We could not find this application on your account.',
  notPending: (status: string) => `This application can no longer be changed here. Its status is ${status}.`,
  filledIn:
    'We filled in the answers of your application. Check them and continue through the payment step to update it.',
  /** the server never returns the bank details it holds */
  bankDetails: 'For your safety we do not show the bank details you gave before, so please enter them again.',
  /** the server returns how many beneficiaries credit life has, not who they are */
  beneficiaries:
    'The beneficiaries you named before are not shown when you continue an application, so please add them again.',
} as const;
