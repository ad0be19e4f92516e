import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { alterationReply, announced, POLICY_ID } from '../../../../../components/policies/test-records';
import { json, mockFetch, refusal } from '../../../../../test/mock-fetch';
import { renderWithApp } from '../../../../../test/render';
import { RETAIL, retailPolicy } from '../test-policy';
import { EditPolicyDetails } from './edit-policy-details';

afterEach(() => vi.unstubAllGlobals());

const EDIT = `${RETAIL}/editPolicyDetails`;
const field = (label: string) => screen.getByLabelText(label);

describe('EditPolicyDetails', () => {
  it('starts blank apart from the billing day', () => {
    mockFetch();
    renderWithApp(<EditPolicyDetails policy={retailPolicy()} />);
    expect(field('Billing day')).toHaveValue('25');
    expect(field('Billing day')).toHaveAccessibleDescription('The day your premium is collected');
    expect(field('Title')).toHaveDisplayValue('Keep as it is');
    expect(field('Email')).toHaveValue('');
  });

  it('ties a refused entry to its field, keeps what was typed and sends nothing', async () => {
    const { callsTo } = mockFetch();
    renderWithApp(<EditPolicyDetails policy={retailPolicy()} />);
    const user = userEvent.setup();
    await user.type(field('Email'), 'lerato@');
    await user.type(field('Postal code'), 'ab12');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(field('Email')).toHaveAttribute('aria-invalid', 'true'));
    expect(field('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    expect(field('Email')).toHaveValue('lerato@');
    expect(field('Postal code')).toHaveValue('12');
    expect(field('Postal code')).toHaveAccessibleDescription('Please enter a valid 4-digit postal code');
    expect(callsTo('POST', EDIT)).toHaveLength(0);
  });

  it('sends only what changed and returns to the policy', async () => {
    const { callsTo } = mockFetch({
      [`POST ${EDIT}`]: () => json(200, alterationReply('Your details were updated')),
    });
    const { router } = renderWithApp(<EditPolicyDetails policy={retailPolicy()} />, {
      path: `/retail/funeral/policies/${POLICY_ID}/edit`,
    });
    const user = userEvent.setup();
    await user.type(field('Email'), ' lerato@example.co.za ');
    await user.selectOptions(field('Billing day'), '15');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await announced('Your details were updated');
    expect(callsTo('POST', EDIT)[0]?.body).toEqual({
      billingDay: 15,
      mainMember: { email: 'lerato@example.co.za' },
      policyId: POLICY_ID,
    });
    expect(router.state.location.pathname).toBe(`/retail/funeral/policies/${POLICY_ID}`);
  });

  it("puts the server's refusal on the field it names and says why", async () => {
    mockFetch({
      [`POST ${EDIT}`]: () =>
        refusal(422, 'VALIDATION_FAILED', 'Please check your details', {
          'mainMember.email': 'This email address is in use',
        }),
    });
    renderWithApp(<EditPolicyDetails policy={retailPolicy()} />);
    const user = userEvent.setup();
    await user.type(field('Email'), 'lerato@example.co.za');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Please check your details')).toBeInTheDocument();
    expect(field('Email')).toHaveAccessibleDescription('This email address is in use');
    expect(field('Email')).toHaveValue('lerato@example.co.za');
  });
});
