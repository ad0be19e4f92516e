import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { expectPlainText, notPlainTexts } from './plain-text';

describe('expectPlainText', () => {
  it.each([
    'Invalid option: expected one of "cheque"|"savings"|"transmission"',
    'Invalid input: expected string, received undefined',
    'Too small: expected string to have >=1 characters',
    'String must contain at least 1 character(s)',
    'ON_HOLD',
    'RECOMMENDATION_AWAITED',
    'pending_payout',
    'death_certificate',
    'Claimed R undefined',
    'NaN',
    '[object Object]',
    'Please enter a date as YYYY-MM-DD',
    'Date (dd/mm/yyyy)',
    'Born 1980-01-01, age 46',
  ])('rejects %j', (text) => {
    const { container } = render(<p>{text}</p>);
    expect(notPlainTexts(container)).toEqual([text]);
    expect(() => expectPlainText(container)).toThrow();
  });

  it('rejects codes in what is announced, not only in what is shown', () => {
    const { container } = render(<button type="button" aria-label="Claim CLM-1, ON_HOLD" />);
    expect(() => expectPlainText(container)).toThrow();
  });

  it.each([
    'Please choose the account type',
    'Please fill in this field',
    'On hold',
    'Recommendation awaited',
    'Invalid credentials, Please try later or contact admin',
    'Choose the date from the calendar or type it',
    'Claim CLM-0001, Pending',
    'Policy FUN-2026-000001, 14 March 2026',
  ])('accepts %j', (text) => {
    const { container } = render(<p>{text}</p>);
    expect(() => expectPlainText(container)).not.toThrow();
  });
});
