import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  alterationReply,
  fillIn,
  POLICY_ID,
  RELATIVE_TYPED,
  relativeSent,
} from '../../../../../components/policies/test-records';
import { json, mockFetch, refusal } from '../../../../../test/mock-fetch';
import { renderWithApp } from '../../../../../test/render';
import { GRACE_ID, RETAIL, retailPolicy } from '../test-policy';
import { ExtendedFamily } from './extended-family';

afterEach(() => vi.unstubAllGlobals());

const QUOTE = `${RETAIL}/getAddExtendedFamilyQuote`;
const REMOVE = `${RETAIL}/removeExtendedFamily`;
const EDIT = `${RETAIL}/editExtendedFamily`;

describe('ExtendedFamily', () => {
  it('checks a new relative before pricing: each problem on its field, nothing sent', async () => {
    const { callsTo } = mockFetch();
    renderWithApp(<ExtendedFamily policy={retailPolicy()} />);
    expect(screen.getByText('Grace Mokoena')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add a family member' }));
    const relative = screen.getByRole('group', { name: 'Family member 1' });
    await user.type(within(relative).getByLabelText(/^First name/), 'Th3mba');
    await user.click(screen.getByRole('button', { name: 'See the new premium' }));
    const first = within(relative).getByLabelText(/^First name/);
    await waitFor(() => expect(first).toHaveAttribute('aria-invalid', 'true'));
    expect(first).toHaveValue('Th3mba');
    expect(within(relative).getByText('Please choose the relationship')).toBeInTheDocument();
    expect(within(relative).getByText('Please enter the date of birth')).toBeInTheDocument();
    expect(callsTo('POST', QUOTE)).toHaveLength(0);
  });

  it("shows the server's refusal of a new relative", async () => {
    const { callsTo } = mockFetch({
      [`POST ${QUOTE}`]: () => refusal(422, 'VALIDATION_FAILED', 'Relatives must be under 85'),
    });
    renderWithApp(<ExtendedFamily policy={retailPolicy()} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add a family member' }));
    const relative = screen.getByRole('group', { name: 'Family member 1' });
    await fillIn(user, relative, RELATIVE_TYPED);
    await user.click(screen.getByRole('button', { name: 'See the new premium' }));
    expect(await screen.findByText('Relatives must be under 85')).toBeInTheDocument();
    expect(callsTo('POST', QUOTE)[0]?.body).toEqual({
      extendedFamily: [relativeSent('B')],
      policyId: POLICY_ID,
    });
  });

  it('tells a relative too old for their relationship on their date of birth, before anything is sent', async () => {
    const { callsTo } = mockFetch();
    renderWithApp(<ExtendedFamily policy={retailPolicy()} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add a family member' }));
    const relative = screen.getByRole('group', { name: 'Family member 1' });
    await fillIn(user, relative, { ...RELATIVE_TYPED, 'Date of birth': '1925-01-01' });
    await user.click(screen.getByRole('button', { name: 'See the new premium' }));
    await waitFor(() =>
      expect(within(relative).getByLabelText(/^Date of birth/)).toHaveAccessibleDescription(
        'An extended family member (Uncle) must be between 1 and 74 years old',
      ),
    );
    expect(callsTo('POST', QUOTE)).toHaveLength(0);
  });

  it('puts the server’s refusal of an edit on the relative’s own field', async () => {
    const refused = 'This rate table has no premium for age 70';
    mockFetch({
      [`POST ${EDIT}`]: () => refusal(422, 'QUOTE_INVALID', refused, { 'members.0.dateOfBirth': refused }),
    });
    renderWithApp(<ExtendedFamily policy={retailPolicy()} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit Grace Mokoena' }));
    await user.click(screen.getByRole('button', { name: 'See the new premium' }));
    const relative = screen.getByRole('group', { name: 'Family member 1' });
    await waitFor(() =>
      expect(within(relative).getByLabelText(/^Date of birth/)).toHaveAccessibleDescription(refused),
    );
  });

  it('previews a removal, and goes back to the list on "Change something"', async () => {
    const { callsTo } = mockFetch({ [`POST ${REMOVE}`]: () => json(200, alterationReply('Priced')) });
    renderWithApp(<ExtendedFamily policy={retailPolicy()} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Remove Grace Mokoena' }));
    expect(await screen.findByRole('button', { name: 'Remove from my policy' })).toBeInTheDocument();
    expect(callsTo('POST', REMOVE)[0]?.body).toEqual({
      memberIds: [GRACE_ID],
      policyId: POLICY_ID,
      preview: true,
    });
    await user.click(screen.getByRole('button', { name: 'Change something' }));
    expect(screen.getByRole('button', { name: 'Add a family member' })).toBeInTheDocument();
  });
});
