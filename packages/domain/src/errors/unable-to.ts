/**
 * The generic "Unable to ..." failure messages (spec 000 §8, 001 §8, 002 §8) and the other
 * fixed notices of the product lines. The spec gives the form, not each text: the texts are ours.
 */
export function unableTo(action: string): string {
  return `Unable to ${action}. Please try again later.`;
}

export const UNABLE_TO = {
  SUBMIT_CLAIM: unableTo('submit your claim'),
  LOAD_CLAIMS: unableTo('load your claims'),
  GET_QUOTE: unableTo('get a quote'),
  CREATE_APPLICATION: unableTo('create your application'),
  LOAD_APPLICATIONS: unableTo('load your applications'),
  LOAD_POLICIES: unableTo('load your policies'),
  UPDATE_POLICY: unableTo('update your policy'),
  CANCEL_POLICY: unableTo('cancel your policy'),
  LOAD_PAYMENT_DETAILS: unableTo('load your payment details'),
  UPDATE_PAYMENT_DETAILS: unableTo('update your payment details'),
  LOAD_DOCUMENTS: unableTo('load your documents'),
  UPDATE_PROFILE: unableTo('update your profile'),
  CHANGE_PASSWORD: unableTo('change your password'),
  REQUEST_CALLBACK: unableTo('request a call back'),
} as const;

/** The upload failure message (spec 001 §8, 002 §8), exactly as the spec spells it. */
export const UPLOADING_DOCUMENTS_FAILED = 'Uploading Documents failed';

/** The claim success message (spec 001 §4, 002 §8), exactly as the spec spells it. */
export const CLAIM_SUBMITTED_SUCCESSFULLY = 'claim submitted successfully';

/** Document fetch problems that are logged (spec 001 §8, 002 §8). */
export const DOCUMENT_LOG_ERRORS = {
  INVALID_RESPONSE_FORMAT: 'Invalid response format',
  FETCH_FAILED: 'Failed to fetch documents',
  NO_FILES_FOUND: 'No files found',
} as const;
