import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEBIT_ORDER_CONSENT_MESSAGE } from '@cover/domain';
import { alterationReply, announced, POLICY_ID } from '../../../../../components/policies/test-records';
import { json, mockFetch, refusal } from '../../../../../test/mock-fetch';
import { renderWithApp } from '../../../../../test/render';
import { RETAIL, retailPolicy } from '../test-policy';
import { AddChildren } from './add-children';

afterEach(() => vi.unstubAllGlobals());

const ADD = `${RETAIL}/addChildren`;

describe('AddChildren', () => {
  it('needs a date of birth or an ID number, keeps the names and sends nothing', async () => {
    const { callsTo } = mockFetch();
    renderWithApp(<AddChildren policy={retailPolicy()} />);
    const child = screen.getByRole('group', { name: 'New child 1' });
    expect(within(child).getByLabelText(/^Last name/)).toHaveValue('Mokoena');
    const user = userEvent.setup();
    await user.type(within(child).getByLabelText(/^First name/), 'Neo');
    await user.click(screen.getByRole('button', { name: 'See the new premium' }));
    const birth = within(child).getByLabelText(/^Date of birth/);
    await waitFor(() => expect(birth).toHaveAttribute('aria-invalid', 'true'));
    expect(birth).toHaveAccessibleDescription('Please enter a date of birth or an ID number');
    expect(within(child).getByLabelText(/^First name/)).toHaveValue('Neo');
    expect(callsTo('POST', ADD)).toHaveLength(0);
  });

  it('refuses a date of birth the ID number contradicts, at the date of birth, and sends nothing', async () => {
    const { callsTo } = mockFetch();
    renderWithApp(<AddChildren policy={retailPolicy()} />);
    const child = screen.getByRole('group', { name: 'New child 1' });
    const user = userEvent.setup();
    await user.type(within(child).getByLabelText(/^First name/), 'Neo');
    await user.type(within(child).getByLabelText(/SA ID number/), '1506105222082');
    const birth = within(child).getByLabelText(/^Date of birth/);
    // the ID number fills in its date of birth; the customer then changes it
    expect(birth).toHaveValue('2015-06-10');
    await user.clear(birth);
    await user.type(birth, '2015-06-11');
    await user.click(screen.getByRole('button', { name: 'See the new premium' }));
    await waitFor(() => expect(birth).toHaveAttribute('aria-invalid', 'true'));
    expect(birth).toHaveAccessibleDescription(
      'This ID number is for someone born on 10 June 2015, not on 11 June 2015. Correct the date of birth or the ID number.',
    );
    expect(callsTo('POST', ADD)).toHaveLength(0);
  });

  it("prices the children and shows the server's refusal", async () => {
    const { callsTo } = mockFetch({
      [`POST ${ADD}`]: () => refusal(422, 'VALIDATION_FAILED', 'Children must be under 21'),
    });
    renderWithApp(<AddChildren policy={retailPolicy()} />);
    const user = userEvent.setup();
    const child = screen.getByRole('group', { name: 'New child 1' });
    await user.type(within(child).getByLabelText(/^First name/), ' Neo ');
    await user.type(within(child).getByLabelText(/^Date of birth/), '2015-03-02');
    await user.click(within(child).getByRole('checkbox', { name: 'Studying full time' }));
    await user.click(screen.getByRole('button', { name: 'See the new premium' }));
    expect(await screen.findByText('Children must be under 21')).toBeInTheDocument();
    expect(callsTo('POST', ADD)[0]?.body).toEqual({
      children: [
        {
          firstName: 'Neo',
          lastName: 'Mokoena',
          dateOfBirth: '2015-03-02',
          isStudying: true,
          isDisabled: false,
        },
      ],
      policyId: POLICY_ID,
      preview: true,
    });
  });

  it('asks the debit order authorisation for the higher premium before adding the children', async () => {
    const { callsTo } = mockFetch({
      [`POST ${ADD}`]: (call) =>
        json(
          200,
          alterationReply(
            (call.body as { preview?: boolean }).preview ? 'Priced' : 'Your children have been added',
            { alterationPackageId: 'pkg-5', currentPremium: 12_000, newPremium: 15_150 },
          ),
        ),
    });
    renderWithApp(<AddChildren policy={retailPolicy()} />);
    const user = userEvent.setup();
    const child = screen.getByRole('group', { name: 'New child 1' });
    await user.type(within(child).getByLabelText(/^First name/), 'Neo');
    await user.type(within(child).getByLabelText(/^Date of birth/), '2015-03-02');
    await user.click(screen.getByRole('button', { name: 'See the new premium' }));
    const consent = await screen.findByRole('checkbox', {
      name: /I authorise the insurer to collect R\s151,50 a month by debit order from the bank account I gave, on the 25th of each month/,
    });
    await user.click(screen.getByRole('button', { name: 'Add the children' }));
    expect(await screen.findByText(DEBIT_ORDER_CONSENT_MESSAGE)).toBeInTheDocument();
    expect(callsTo('POST', ADD)).toHaveLength(1);
    await user.click(consent);
    await user.click(screen.getByRole('button', { name: 'Add the children' }));
    await announced('Your children have been added');
    expect(callsTo('POST', ADD)[1]?.body).toEqual({
      policyId: POLICY_ID,
      alterationPackageId: 'pkg-5',
      consents: { debitOrder: true },
    });
  });
});
