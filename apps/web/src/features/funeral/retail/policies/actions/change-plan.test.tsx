import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { DEBIT_ORDER_CONSENT_MESSAGE } from '@cover/domain';
import userEvent from '@testing-library/user-event';
import { alterationReply, announced, POLICY_ID } from '../../../../../components/policies/test-records';
import { json, mockFetch, refusal } from '../../../../../test/mock-fetch';
import { renderWithApp } from '../../../../../test/render';
import { retailPolicy } from '../test-policy';
import { ChangePlan } from './change-plan';

afterEach(() => vi.unstubAllGlobals());

const CHANGE = '/api/retail/funeral/quote/changePlanDetails';

describe('ChangePlan', () => {
  it('prices the new plan, asks the debit order authorisation for the higher premium, then applies', async () => {
    const { callsTo } = mockFetch({
      [`POST ${CHANGE}`]: (call) =>
        json(
          200,
          (call.body as { preview?: boolean }).preview
            ? alterationReply('Priced', { alterationPackageId: 'pkg-9' })
            : alterationReply('Your plan has been changed'),
        ),
    });
    renderWithApp(<ChangePlan policy={retailPolicy()} />);
    const see = screen.getByRole('button', { name: 'See the new premium' });
    expect(see).toBeDisabled();
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: /Option C/ }));
    await user.click(see);
    const consent = await screen.findByRole('checkbox', {
      name: /I authorise the insurer to collect R\s150,00 a month by debit order from the bank account I gave, on the 25th of each month/,
    });
    await user.click(screen.getByRole('button', { name: 'Change my plan' }));
    expect(await screen.findByText(DEBIT_ORDER_CONSENT_MESSAGE)).toBeInTheDocument();
    expect(callsTo('POST', CHANGE)).toHaveLength(1);
    await user.click(consent);
    await user.click(screen.getByRole('button', { name: 'Change my plan' }));
    await announced('Your plan has been changed');
    expect(callsTo('POST', CHANGE).map((call) => call.body)).toEqual([
      { coverType: 'Money cover', coverOption: 'C', policyId: POLICY_ID, preview: true },
      { policyId: POLICY_ID, alterationPackageId: 'pkg-9', consents: { debitOrder: true } },
    ]);
  });

  it('asks no consent for a plan with a lower premium', async () => {
    const { callsTo } = mockFetch({
      [`POST ${CHANGE}`]: (call) =>
        json(
          200,
          alterationReply(
            (call.body as { preview?: boolean }).preview ? 'Priced' : 'Your plan has been changed',
            {
              alterationPackageId: 'pkg-8',
              currentPremium: 15_000,
              newPremium: 9_000,
            },
          ),
        ),
    });
    renderWithApp(<ChangePlan policy={retailPolicy()} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: /Option C/ }));
    await user.click(screen.getByRole('button', { name: 'See the new premium' }));
    await user.click(await screen.findByRole('button', { name: 'Change my plan' }));
    await announced('Your plan has been changed');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(callsTo('POST', CHANGE)[1]?.body).toEqual({ policyId: POLICY_ID, alterationPackageId: 'pkg-8' });
  });

  it("shows the server's refusal and keeps the choice", async () => {
    mockFetch({
      [`POST ${CHANGE}`]: () => refusal(409, 'VALIDATION_FAILED', 'Option C is not available at your age'),
    });
    renderWithApp(<ChangePlan policy={retailPolicy()} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: /Option C/ }));
    await user.click(screen.getByRole('button', { name: 'See the new premium' }));
    expect(await screen.findByText('Option C is not available at your age')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Option C/ })).toBeChecked();
  });
});
