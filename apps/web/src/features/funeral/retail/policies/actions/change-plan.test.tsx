import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { alterationReply, announced, POLICY_ID } from '../../../../../components/policies/test-records';
import { json, mockFetch, refusal } from '../../../../../test/mock-fetch';
import { renderWithApp } from '../../../../../test/render';
import { retailPolicy } from '../test-policy';
import { ChangePlan } from './change-plan';

afterEach(() => vi.unstubAllGlobals());

const CHANGE = '/api/retail/funeral/quote/changePlanDetails';

describe('ChangePlan', () => {
  it('prices the new plan, then applies the previewed package', async () => {
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
    await user.click(await screen.findByRole('button', { name: 'Change my plan' }));
    await announced('Your plan has been changed');
    expect(callsTo('POST', CHANGE).map((call) => call.body)).toEqual([
      { coverType: 'Money cover', coverOption: 'C', policyId: POLICY_ID, preview: true },
      { policyId: POLICY_ID, alterationPackageId: 'pkg-9' },
    ]);
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
