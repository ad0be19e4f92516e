import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEBIT_ORDER_CONSENT_MESSAGE } from '@cover/domain';
import {
  alterationReply,
  fillIn,
  POLICY_ID,
  RELATIVE_TYPED,
} from '../../../../../components/policies/test-records';
import { json, mockFetch } from '../../../../../test/mock-fetch';
import { renderWithApp } from '../../../../../test/render';
import { RETAIL, retailPolicy } from '../test-policy';
import { ExtendedFamily } from './extended-family';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const QUOTE = `${RETAIL}/getAddExtendedFamilyQuote`;
const ADD = `${RETAIL}/addExtendedFamily`;
const PRICED = { type: 'add_extended_family', currentPremium: 18_225, newPremium: 34_425 } as const;

describe('ExtendedFamily: adding a relative to a policy paid by debit order', () => {
  it('asks the debit order authorisation for the new amount, says from when and the new waiting period', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-06T08:00:00Z') });
    const priced = alterationReply('Here is how this change affects your premium.', {
      ...PRICED,
      premiumDifference: 16_200,
    });
    const { callsTo } = mockFetch({
      [`POST ${QUOTE}`]: () => json(200, priced),
      [`POST ${ADD}`]: () => json(200, { ...priced, message: 'Your policy has been updated.' }),
    });
    renderWithApp(<ExtendedFamily policy={retailPolicy()} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add a family member' }));
    await fillIn(user, screen.getByRole('group', { name: 'Family member 1' }), RELATIVE_TYPED);
    await user.click(screen.getByRole('button', { name: 'See the new premium' }));

    const consent = await screen.findByRole('checkbox', {
      name: /I authorise the insurer to collect R\s344,25 a month by debit order from the bank account I gave, on the 25th of each month/,
    });
    expect(
      screen.getByText(/The new amount is collected by debit order from 25 March 2025\./),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/their own waiting period: natural death is covered from 6 June 2027/),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add to my policy' }));
    expect(await screen.findByText(DEBIT_ORDER_CONSENT_MESSAGE)).toBeInTheDocument();
    expect(callsTo('POST', ADD)).toHaveLength(0);

    await user.click(consent);
    await user.click(screen.getByRole('button', { name: 'Add to my policy' }));
    await waitFor(() => expect(callsTo('POST', ADD)).toHaveLength(1));
    expect(callsTo('POST', ADD)[0]?.body).toEqual({
      policyId: POLICY_ID,
      alterationPackageId: priced.alterationPackage.alterationPackageId,
      consents: { debitOrder: true },
    });
  });

  it('asks nothing when the premium does not go up', async () => {
    const priced = alterationReply('Here is how this change affects your premium.', {
      ...PRICED,
      newPremium: 18_225,
      premiumDifference: 0,
    });
    const { callsTo } = mockFetch({
      [`POST ${QUOTE}`]: () => json(200, priced),
      [`POST ${ADD}`]: () => json(200, { ...priced, message: 'Your policy has been updated.' }),
    });
    renderWithApp(<ExtendedFamily policy={retailPolicy()} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add a family member' }));
    await fillIn(user, screen.getByRole('group', { name: 'Family member 1' }), RELATIVE_TYPED);
    await user.click(screen.getByRole('button', { name: 'See the new premium' }));
    await user.click(await screen.findByRole('button', { name: 'Add to my policy' }));
    await waitFor(() => expect(callsTo('POST', ADD)).toHaveLength(1));
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(callsTo('POST', ADD)[0]?.body).not.toHaveProperty('consents');
  });

  it('asks it too when editing a relative raises the premium', async () => {
    const EDIT = `${RETAIL}/editExtendedFamily`;
    const priced = alterationReply('Here is how this change affects your premium.', {
      ...PRICED,
      type: 'edit_extended_family',
      premiumDifference: 16_200,
    });
    const { callsTo } = mockFetch({
      [`POST ${EDIT}`]: () => json(200, priced),
    });
    renderWithApp(<ExtendedFamily policy={retailPolicy()} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit Grace Mokoena' }));
    await user.click(screen.getByRole('button', { name: 'See the new premium' }));
    const consent = await screen.findByRole('checkbox', {
      name: /I authorise the insurer to collect R\s344,25 a month by debit order/,
    });
    await user.click(screen.getByRole('button', { name: 'Save the change' }));
    expect(await screen.findByText(DEBIT_ORDER_CONSENT_MESSAGE)).toBeInTheDocument();
    expect(callsTo('POST', EDIT)).toHaveLength(1);
    await user.click(consent);
    await user.click(screen.getByRole('button', { name: 'Save the change' }));
    await waitFor(() => expect(callsTo('POST', EDIT)).toHaveLength(2));
    expect(callsTo('POST', EDIT)[1]?.body).toEqual({
      policyId: POLICY_ID,
      alterationPackageId: priced.alterationPackage.alterationPackageId,
      consents: { debitOrder: true },
    });
  });
});
