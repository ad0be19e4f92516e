import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { PACKAGE_NAMES, priceFuneralQuote } from '@cover/domain/funeral';
import { json, mockFetch } from '../../../../test/mock-fetch';
import { renderRestored } from '../../../../test/render';
import { formatMoney } from '../../../../components/money/format-money';
import { sessionActions } from '../../../../lib/identity';
import { EmployeeFuneralPage } from './employee-funeral-page';

afterEach(() => vi.unstubAllGlobals());

/** Thabo, born 1 January 41 years ago, with an SA ID number that says so (check digit worked out). */
function idNumberBorn(year: number) {
  const first12 = `${String(year).slice(2)}0101500908`;
  const digits = first12.split('').map(Number);
  let sum = 0;
  digits.forEach((digit, index) => {
    const value = index % 2 === 1 ? digit * 2 : digit;
    sum += value > 9 ? value - 9 : value;
  });
  return `${first12}${(10 - (sum % 10)) % 10}`;
}

const optionA = (dateOfBirth: string) => {
  const priced = priceFuneralQuote(
    { packageName: PACKAGE_NAMES.EMPLOYEE_FUNERAL_INSURANCE, coverOption: 'A', mainMember: { dateOfBirth } },
    { today: new Date() },
  );
  if (!priced.ok) throw new Error('not priced');
  return priced.quote.totalPremium;
};

describe('the employee funeral page', () => {
  it('prices "from R …" at the employee’s own age, a price they can get (QA walk 10 no. 10)', async () => {
    const year = new Date().getFullYear() - 41;
    const idNumber = idNumberBorn(year);
    mockFetch({
      'GET /api/telkom-cms/funeral/get-policies': () => json(200, { data: [] }),
      'GET /api/employee/user/getAdminUser': () =>
        json(200, {
          userName: 'thabo.m',
          preferredUsername: 'thabo.m',
          givenName: 'Thabo',
          familyName: 'Mokoena',
          email: 'thabo@example.com',
          emailVerified: true,
          phoneNumber: '0821234567',
          phoneNumberVerified: true,
          communicationType: 'sms',
          pendingEmail: null,
          pendingPhoneNumber: null,
          status: 'CONFIRMED',
          salaryReferenceNumber: '10000001',
          employeeType: 'Permanent',
          acceptPOPIA: true,
          acceptTerms: true,
          saIdNumber: idNumber,
          employeeDetails: [],
        }),
    });
    await renderRestored(<EmployeeFuneralPage />, {
      path: '/employee/funeral',
      prepare: (store) =>
        store.dispatch(
          sessionActions('employee').sessionResolved({
            user: {
              username: 'thabo.m',
              email: 'thabo@example.com',
              givenName: 'Thabo',
              familyName: 'Mokoena',
            },
            twoFactor: { required: false, status: 'enabled' },
          }),
        ),
    });
    const own = optionA(`${year}-01-01`);
    const illustrative = optionA(`${new Date().getFullYear() - 30}-01-01`);
    expect(own).toBeGreaterThan(illustrative);
    const card = await screen.findByRole('article', { name: 'Employee funeral cover' }, { timeout: 5000 });
    // the money's space may be a no-break space
    const from = new RegExp(`from ${formatMoney(own).replace(/\s/g, '\\s')} a month`);
    await waitFor(() => expect(card).toHaveTextContent(from), { timeout: 5000 });
    expect(card).toHaveTextContent(/from R\s5 000 to R\s35 000 each/);
  }, 40_000);
});
