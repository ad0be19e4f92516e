import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { VEHICLE_MESSAGES } from '@cover/domain/motor';
import { json, mockFetch, refusal } from '../../../../test/mock-fetch';
import { renderWithApp } from '../../../../test/render';
import {
  creditLifePolicy,
  creditLifePolicyDetail,
  PERSON_ID,
  POLICY_ID,
} from '../../../credit-life/testing/credit-life-fixtures';
import {
  EmployeeStandaloneVehicleCreditLifePage,
  EmployeeVehicleCreditLifeClaimSubmitPage,
  EmployeeVehicleCreditLifePolicyPage,
} from './credit-life-pages';

afterEach(() => vi.unstubAllGlobals());

const API = '/api/employee/motor/credit-life';
const VEHICLE = { packageName: 'VEHICLE_CREDIT_LIFE', policyNumber: 'VCL-0001' };
const MODULE = { financedItem: 'Toyota Corolla Cross 2022 (VIN …4567)', linkedPolicyId: 'motor-policy-1' };

describe('employee vehicle credit life pages', () => {
  it('shows the financed vehicle, links its motor cover and reports a death from the policy', async () => {
    const { callsTo } = mockFetch({
      [`GET ${API}/policies/${POLICY_ID}`]: () => json(200, creditLifePolicyDetail(VEHICLE, MODULE)),
      [`POST ${API}/documents`]: () => json(200, { data: [] }),
    });
    renderWithApp(
      <Routes>
        <Route
          path="/employee/motor/credit-life/:policyId"
          element={<EmployeeVehicleCreditLifePolicyPage />}
        />
      </Routes>,
      { path: `/employee/motor/credit-life/${POLICY_ID}` },
    );
    const finance = await screen.findByRole('region', { name: 'The finance covered' });
    expect(finance).toHaveTextContent('Financed vehicle');
    expect(finance).toHaveTextContent(MODULE.financedItem);
    const actions = screen.getByRole('navigation', { name: 'Policy actions' });
    expect(within(actions).getByRole('link', { name: 'Report a death or disability' })).toHaveAttribute(
      'href',
      `/employee/motor/credit-life/claims/new?policyId=${POLICY_ID}`,
    );
    expect(within(actions).getByRole('link', { name: 'Motor cover of this vehicle' })).toHaveAttribute(
      'href',
      '/employee/motor/policies/motor-policy-1',
    );
    expect(callsTo('POST', `${API}/documents`)[0]?.body).toEqual({ policyId: POLICY_ID });
  });

  it('asks for the death certificate and the deceased ID on a death claim', async () => {
    mockFetch({ [`GET ${API}/policies`]: () => json(200, { data: [creditLifePolicy(VEHICLE, MODULE)] }) });
    renderWithApp(<EmployeeVehicleCreditLifeClaimSubmitPage />, {
      path: `/employee/motor/credit-life/claims/new?policyId=${POLICY_ID}`,
    });
    expect(await screen.findByLabelText(/Full name of the person/)).toHaveValue('Thabo Mokoena');
    expect(screen.getByLabelText(/SA ID number of the person/)).toHaveValue(PERSON_ID);
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Death' }));
    const documents = screen.getByRole('region', { name: 'Documents' });
    expect(within(documents).getByText(/Death certificate/)).toBeInTheDocument();
    expect(within(documents).getByText(/ID of the deceased/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit claim' }));
    expect(await screen.findAllByText('Please add this document')).toHaveLength(2);
  });

  it('takes credit life on a vehicle on its own: a wrong VIN is refused before anything is sent', async () => {
    const { callsTo } = mockFetch({
      'GET /api/employee/user/getAdminUser': () => refusal(404, 'NOT_FOUND', 'x'),
    });
    renderWithApp(<EmployeeStandaloneVehicleCreditLifePage />, { path: '/employee/motor/credit-life/new' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^VIN/), 'SHORT');
    await user.type(screen.getByLabelText(/^Make/), 'Toyota');
    await user.click(screen.getByRole('button', { name: 'Save and finish later' }));
    expect(await screen.findByText(VEHICLE_MESSAGES.vin)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^VIN/)).toHaveFocus());
    expect(callsTo('POST', `${API}/createIndividualCreditLife`)).toHaveLength(0);
  });
});
