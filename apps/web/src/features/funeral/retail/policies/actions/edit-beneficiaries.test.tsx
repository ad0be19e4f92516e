import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { POLICY_ID } from '../../../../../components/policies/test-records';
import { mockFetch, refusal } from '../../../../../test/mock-fetch';
import { renderWithApp } from '../../../../../test/render';
import { RETAIL, retailPolicy } from '../test-policy';
import { EditBeneficiaries } from './edit-beneficiaries';

afterEach(() => vi.unstubAllGlobals());

const EDIT = `${RETAIL}/editBeneficiary`;

describe('EditBeneficiaries', () => {
  it('sends nothing while the shares do not total 100%', async () => {
    const { callsTo } = mockFetch();
    renderWithApp(<EditBeneficiaries policy={retailPolicy()} />);
    const user = userEvent.setup();
    const share = screen.getByLabelText('Share of Sipho Mokoena (%)');
    await user.clear(share);
    await user.type(share, '80');
    expect(screen.getByTestId('beneficiary-total')).toHaveTextContent('Total 110%: 10% too much');
    expect(screen.getByRole('button', { name: 'Save beneficiaries' })).toBeDisabled();
    expect(share).toHaveValue(80);
    expect(callsTo('POST', EDIT)).toHaveLength(0);
  });

  it("sends the whole list and shows the server's refusal", async () => {
    const { callsTo } = mockFetch({
      [`POST ${EDIT}`]: () => refusal(422, 'VALIDATION_FAILED', 'A beneficiary ID number is not valid'),
    });
    renderWithApp(<EditBeneficiaries policy={retailPolicy()} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save beneficiaries' }));
    expect(await screen.findByText('A beneficiary ID number is not valid')).toBeInTheDocument();
    expect(callsTo('POST', EDIT)[0]?.body).toEqual({
      beneficiaries: [
        { relation: 'child', firstName: 'Sipho', lastName: 'Mokoena', percentage: 70 },
        { relation: 'parent', firstName: 'Grace', lastName: 'Mokoena', percentage: 30 },
      ],
      policyId: POLICY_ID,
    });
  });

  it("puts the server's field problems on the beneficiary they are about", async () => {
    mockFetch({
      [`POST ${EDIT}`]: () =>
        refusal(422, 'VALIDATION_FAILED', 'Please check the beneficiaries', {
          'beneficiaries.1.mobile': 'Please enter a valid South African mobile number',
        }),
    });
    renderWithApp(<EditBeneficiaries policy={retailPolicy()} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save beneficiaries' }));
    expect(await screen.findByText('Please check the beneficiaries')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Grace Mokoena' })).toHaveTextContent(
      'Please enter a valid South African mobile number',
    );
    expect(screen.getByRole('region', { name: 'Sipho Mokoena' })).not.toHaveTextContent('valid');
  });
});
