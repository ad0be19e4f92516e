/**
 * The employee's paid funeral (retail-priced cover paid by debit order) asks the debit order authorisation,
 * as the retail wizard does (QA walk 10 no. 7): the shared checkbox, in the server's words naming the premium
 * a month and the collection day; needed before the application is sent, and sent with it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { DEBIT_ORDER_CONSENT_MESSAGE, debitOrderConsentText } from '@cover/domain';
import { FUNERAL_PATHS, RETAIL_FUNERAL_PACKAGE_NAME } from '@cover/domain/funeral';
import { keepAmountsTogether } from '../../../../components/money/format-money';
import { employeeRegisterActions } from '../state/register-slice';
import { atConfirm, quotePackage } from './test-confirm';

afterEach(() => vi.unstubAllGlobals());

const { employee, cms } = FUNERAL_PATHS;
const ACCOUNT = {
  bankName: 'Capitec',
  branchCode: '470010',
  accountHolderName: 'Thandi Nkosi',
  accountNumber: '1234567890',
  accountType: 'savings',
  debitOrderDate: 20,
};

describe('employee paid funeral registration: the debit order authorisation', () => {
  it('asks to authorise the debit order of the premium a month on the day, needs it and sends it', async () => {
    const quote = quotePackage(RETAIL_FUNERAL_PACKAGE_NAME);
    const { api, user } = await atConfirm('paid', quote, (store) =>
      store.dispatch(
        employeeRegisterActions.confirmationSaved({
          debitOrder: ACCOUNT,
          declaration: { acceptTandc: false, acceptPOPIAandTCF: false, salaryDeduction: false },
        }),
      ),
    );
    const authorise = await screen.findByRole('checkbox', {
      name: keepAmountsTogether(debitOrderConsentText(quote.totalPremium, 20)),
    });
    expect(screen.queryByRole('checkbox', { name: /from my salary/ })).toBeNull();
    for (const box of screen.getAllByRole('checkbox')) if (box !== authorise) await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Apply for this cover' }));
    expect(await screen.findByText(DEBIT_ORDER_CONSENT_MESSAGE)).toBeInTheDocument();
    const create = () => api.callsTo('POST', cms.paidCreateApplication.path);
    expect(create()).toHaveLength(0);

    await user.click(authorise);
    await user.click(screen.getByRole('button', { name: 'Apply for this cover' }));
    expect(await screen.findByText('FUN-2026-000321')).toBeInTheDocument();
    expect(api.callsTo('POST', employee.createApplication.path)).toHaveLength(0);
    expect(create()[0]?.body).toMatchObject({
      billingDay: 20,
      paymentMethod: { type: 'debit_order', accountNumber: '1234567890', debitOrderDate: 20 },
      declaration: { acceptTandc: true, acceptPOPIAandTCF: true, consents: { debitOrder: true } },
    });
  }, 60_000);
});
