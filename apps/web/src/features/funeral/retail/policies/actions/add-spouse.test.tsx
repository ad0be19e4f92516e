import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { DEBIT_ORDER_CONSENT_MESSAGE } from '@cover/domain';
import { MEMBER_AGE_MESSAGES } from '@cover/domain/funeral';
import { alterationReply, announced, POLICY_ID } from '../../../../../components/policies/test-records';
import { json, mockFetch, refusal } from '../../../../../test/mock-fetch';
import { renderWithApp } from '../../../../../test/render';
import { RETAIL, retailPolicy } from '../test-policy';
import { AddSpouse } from './add-spouse';

afterEach(() => vi.unstubAllGlobals());

const EDIT = `${RETAIL}/editPolicyDetails`;

async function typeSpouse(user: UserEvent, dateOfBirth: string) {
  const spouse = screen.getByRole('group', { name: 'Your spouse' });
  await user.type(within(spouse).getByLabelText(/^First name/), ' Sipho ');
  await user.type(within(spouse).getByLabelText(/^Date of birth/), dateOfBirth);
  return spouse;
}

describe('AddSpouse', () => {
  it('starts with the family name and needs a first name and a date of birth or ID number', async () => {
    const { callsTo } = mockFetch();
    renderWithApp(<AddSpouse policy={retailPolicy()} />);
    const spouse = screen.getByRole('group', { name: 'Your spouse' });
    expect(within(spouse).getByLabelText(/^Last name/)).toHaveValue('Mokoena');
    expect(within(spouse).getByLabelText(/SA ID number \(optional\)/)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'See the new premium' }));
    const birth = within(spouse).getByLabelText(/^Date of birth/);
    await waitFor(() => expect(birth).toHaveAttribute('aria-invalid', 'true'));
    expect(birth).toHaveAccessibleDescription('Please enter a date of birth or an ID number');
    expect(within(spouse).getByLabelText(/^First name/)).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo('POST', EDIT)).toHaveLength(0);
  });

  it('refuses a spouse older than 64 at the date of birth, keeps the answers and sends nothing', async () => {
    const { callsTo } = mockFetch();
    renderWithApp(<AddSpouse policy={retailPolicy()} />);
    const user = userEvent.setup();
    const spouse = await typeSpouse(user, '1950-01-01');
    await user.click(screen.getByRole('button', { name: 'See the new premium' }));
    const birth = within(spouse).getByLabelText(/^Date of birth/);
    await waitFor(() => expect(birth).toHaveAccessibleDescription(MEMBER_AGE_MESSAGES.spouse));
    expect(within(spouse).getByLabelText(/^First name/)).toHaveValue(' Sipho ');
    expect(birth).toHaveValue('1950-01-01');
    expect(callsTo('POST', EDIT)).toHaveLength(0);
  });

  it("puts the server's refusal on its field and keeps every answer", async () => {
    mockFetch({
      [`POST ${EDIT}`]: () =>
        refusal(422, 'VALIDATION_FAILED', 'Please check the details', {
          'spouse.lastName': 'Please enter letters only',
        }),
    });
    renderWithApp(<AddSpouse policy={retailPolicy()} />);
    const user = userEvent.setup();
    const spouse = await typeSpouse(user, '1988-04-04');
    await user.click(screen.getByRole('button', { name: 'See the new premium' }));
    const last = within(spouse).getByLabelText(/^Last name/);
    await waitFor(() => expect(last).toHaveAccessibleDescription('Please enter letters only'));
    expect(within(spouse).getByLabelText(/^First name/)).toHaveValue(' Sipho ');
    expect(within(spouse).getByLabelText(/^Date of birth/)).toHaveValue('1988-04-04');
  });

  it('prices the spouse, asks the debit order authorisation for the new premium, then adds them', async () => {
    const { callsTo } = mockFetch({
      [`POST ${EDIT}`]: (call) =>
        json(
          200,
          alterationReply(
            (call.body as { preview?: boolean }).preview ? 'Priced' : 'Your spouse has been added',
            { alterationPackageId: 'pkg-7', currentPremium: 12_000, newPremium: 18_500 },
          ),
        ),
    });
    renderWithApp(<AddSpouse policy={retailPolicy()} />);
    const user = userEvent.setup();
    await typeSpouse(user, '1988-04-04');
    await user.click(screen.getByRole('button', { name: 'See the new premium' }));
    const consent = await screen.findByRole('checkbox', {
      name: /I authorise the insurer to collect R\s185,00 a month by debit order/,
    });
    expect(
      screen.getByText(/Your spouse has their own waiting period: natural death is covered from/),
    ).toBeVisible();
    expect(callsTo('POST', EDIT)[0]?.body).toEqual({
      spouse: { firstName: 'Sipho', lastName: 'Mokoena', dateOfBirth: '1988-04-04' },
      policyId: POLICY_ID,
      preview: true,
    });
    await user.click(screen.getByRole('button', { name: 'Add my spouse' }));
    expect(await screen.findByText(DEBIT_ORDER_CONSENT_MESSAGE)).toBeInTheDocument();
    expect(callsTo('POST', EDIT)).toHaveLength(1);
    await user.click(consent);
    await user.click(screen.getByRole('button', { name: 'Add my spouse' }));
    await announced('Your spouse has been added');
    expect(callsTo('POST', EDIT)[1]?.body).toEqual({
      policyId: POLICY_ID,
      alterationPackageId: 'pkg-7',
      consents: { debitOrder: true },
    });
  });

  it('says so, with no form, when the policy already covers a spouse', () => {
    mockFetch();
    const policy = retailPolicy();
    const spouse = { ...policy.module.mainMember, memberId: 'sp-1', firstName: 'Naledi' };
    renderWithApp(<AddSpouse policy={{ ...policy, module: { ...policy.module, spouse } }} />);
    expect(screen.getByText('Your policy already covers your spouse, Naledi Mokoena.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'See the new premium' })).not.toBeInTheDocument();
  });
});
