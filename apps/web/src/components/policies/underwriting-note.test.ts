import { describe, expect, it } from 'vitest';
import { underwritingMessage } from './underwriting-note';

describe('the underwriting note in each reader’s voice', () => {
  it.each([
    [
      'Pending',
      null,
      'Our underwriters are reviewing your application',
      'Application referred to an underwriter.',
    ],
    [
      'OnHold',
      'Send the letter.',
      'Your application is on hold. Our underwriter wrote: Send the letter.',
      'Application on hold: Send the letter.',
    ],
    [
      'Declined',
      'Too many claims.',
      'We could not accept your application: Too many claims.',
      'Application declined: Too many claims.',
    ],
  ])(
    '%s: the customer reads their own words, staff (the operator) the staff words',
    (status, reason, customer, staff) => {
      const application = { underwritingStatus: status, underwritingReason: reason };
      expect(underwritingMessage(application)?.text).toContain(customer);
      expect(underwritingMessage(application, 'staff')?.text).toBe(staff);
    },
  );
});
