import { describe, expect, it } from 'vitest';
import {
  CLAIM_SUBMITTED_SUCCESSFULLY,
  DOCUMENT_LOG_ERRORS,
  UNABLE_TO,
  unableTo,
  UPLOADING_DOCUMENTS_FAILED,
} from './unable-to.js';

describe('unableTo', () => {
  it.each([
    ['submit your claim', 'Unable to submit your claim. Please try again later.'],
    ['get a quote', 'Unable to get a quote. Please try again later.'],
  ])('%j → %j', (action, message) => {
    expect(unableTo(action)).toBe(message);
  });

  it.each([
    ['SUBMIT_CLAIM', 'Unable to submit your claim. Please try again later.'],
    ['GET_QUOTE', 'Unable to get a quote. Please try again later.'],
    ['CREATE_APPLICATION', 'Unable to create your application. Please try again later.'],
    ['UPDATE_POLICY', 'Unable to update your policy. Please try again later.'],
    ['UPDATE_PAYMENT_DETAILS', 'Unable to update your payment details. Please try again later.'],
    ['LOAD_DOCUMENTS', 'Unable to load your documents. Please try again later.'],
    ['UPDATE_PROFILE', 'Unable to update your profile. Please try again later.'],
    ['CHANGE_PASSWORD', 'Unable to change your password. Please try again later.'],
  ] as const)('UNABLE_TO.%s', (key, message) => {
    expect(UNABLE_TO[key]).toBe(message);
  });

  it('every named message follows the form', () => {
    for (const message of Object.values(UNABLE_TO)) {
      expect(message).toMatch(/^Unable to [a-z].*\. Please try again later\.$/);
    }
  });
});

describe('fixed notices of the product lines', () => {
  it('spells the spec texts exactly', () => {
    expect(UPLOADING_DOCUMENTS_FAILED).toBe('Uploading Documents failed');
    expect(CLAIM_SUBMITTED_SUCCESSFULLY).toBe('claim submitted successfully');
  });

  it('names the logged document errors', () => {
    expect(Object.keys(DOCUMENT_LOG_ERRORS)).toEqual([
      'INVALID_RESPONSE_FORMAT',
      'FETCH_FAILED',
      'NO_FILES_FOUND',
    ]);
  });
});
