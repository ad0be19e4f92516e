import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { json, mockFetch, refusal } from '../../../../test/mock-fetch';
import { renderWithApp } from '../../../../test/render';
import {
  CREDIT_LIFE_API,
  creditLifePolicy,
  creditLifePolicyDetail,
  PERSON_ID,
  POLICY_ID,
} from '../../../credit-life/testing/credit-life-fixtures';
import { RetailCreditLifeClaimSubmitPage, RetailCreditLifePolicyPage } from './credit-life-pages';

afterEach(() => vi.unstubAllGlobals());

const API = CREDIT_LIFE_API.retail;
const detailPage = (
  <Routes>
    <Route path="/retail/device/credit-life/:policyId" element={<RetailCreditLifePolicyPage />} />
  </Routes>
);

describe('RetailCreditLifePolicyPage', () => {
  it('shows the financed phone, the premium with its cap sentence, the person responsible and the beneficiaries', async () => {
    const { callsTo } = mockFetch({
      [`GET ${API}/policies/${POLICY_ID}`]: () => json(200, creditLifePolicyDetail()),
      [`POST ${API}/documents`]: () => json(200, { data: [] }),
    });
    renderWithApp(detailPage, { path: `/retail/device/credit-life/${POLICY_ID}` });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your credit life cover' }),
    ).toBeInTheDocument();
    // The heading stands above the loading skeleton: the policy's sections come with the reply.
    const finance = await screen.findByRole('region', { name: 'The finance covered' });
    expect(finance).toHaveTextContent('Samsung Galaxy A15 (IMEI …3809)');
    expect(finance).toHaveTextContent(/Outstanding balanceR\s?8[\s ]?000[.,]00/);
    expect(finance).toHaveTextContent(/Monthly premiumR\s?33[.,]60/);
    expect(within(finance).getByTestId('credit-life-cap').textContent).toMatch(
      /^Never more than R\u00a04,50 per R\u00a01\u00a0000 of the outstanding balance a month \(R\u00a036,00 for this balance\)$/,
    );
    const person = screen.getByRole('region', { name: 'Person responsible for the finance' });
    expect(person).toHaveTextContent('Thabo Mokoena');
    expect(person).toHaveTextContent(`•••••••••${PERSON_ID.slice(-4)}`);
    expect(person).not.toHaveTextContent(PERSON_ID);
    const beneficiaries = screen.getByRole('region', { name: 'Beneficiaries' });
    expect(beneficiaries).toHaveTextContent('Lerato Mokoena');
    expect(beneficiaries).toHaveTextContent('60%');
    expect(beneficiaries).toHaveTextContent('Kabelo Mokoena');
    const actions = screen.getByRole('navigation', { name: 'Policy actions' });
    expect(within(actions).getByRole('link', { name: 'Report a death or disability' })).toHaveAttribute(
      'href',
      `/retail/device/credit-life/claims/new?policyId=${POLICY_ID}`,
    );
    expect(within(actions).getByRole('link', { name: 'Cancel policy' })).toHaveAttribute(
      'href',
      `/retail/device/credit-life/${POLICY_ID}/cancel`,
    );
    expect(screen.getByRole('region', { name: 'Payment details' })).toHaveTextContent('******7890');
    expect(callsTo('POST', `${API}/documents`)[0]?.body).toEqual({ policyId: POLICY_ID });
  });

  it("shows 'page not found' for another customer's policy (404)", async () => {
    mockFetch({
      [`GET ${API}/policies/9f0c1d2e-4b5a-4c6d-8e7f-901a2b3c4d5e`]: () =>
        refusal(404, 'NOT_FOUND', 'Policy not found'),
    });
    renderWithApp(detailPage, { path: '/retail/device/credit-life/9f0c1d2e-4b5a-4c6d-8e7f-901a2b3c4d5e' });
    expect(await screen.findByRole('heading', { name: 'We could not find that page' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your credit life cover' })).toBeNull();
  });
});

describe('RetailCreditLifeClaimSubmitPage', () => {
  it('prefills the person responsible and asks for the documents of the event chosen', async () => {
    mockFetch({ [`GET ${API}/policies`]: () => json(200, { data: [creditLifePolicy()] }) });
    renderWithApp(<RetailCreditLifeClaimSubmitPage />, {
      path: `/retail/device/credit-life/claims/new?policyId=${POLICY_ID}`,
    });
    expect(await screen.findByLabelText(/Full name of the person/)).toHaveValue('Thabo Mokoena');
    expect(screen.getByLabelText(/SA ID number of the person/)).toHaveValue(PERSON_ID);
    expect(screen.getByText('Choose what happened to see the documents we need.')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Death' }));
    const documents = screen.getByRole('region', { name: 'Documents' });
    expect(within(documents).getByText(/Death certificate/)).toBeInTheDocument();
    expect(within(documents).getByText(/ID of the deceased/)).toBeInTheDocument();
    expect(within(documents).queryByText(/Medical report/)).toBeNull();

    await user.click(screen.getByRole('radio', { name: 'Permanent disability' }));
    const disability = screen.getByRole('region', { name: 'Documents' });
    expect(within(disability).getByText(/Medical report/)).toBeInTheDocument();
    expect(within(disability).getByText(/^ID document/)).toBeInTheDocument();
    expect(within(disability).queryByText(/Death certificate/)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Submit claim' }));
    expect(await screen.findAllByText('Please add this document')).toHaveLength(2);
  });
});

describe('RetailCreditLifeClaimSubmitPage: what is paid, and to whom', () => {
  it('says the balance is paid to the credit provider and what is left to the beneficiaries, and asks the relation from the list', async () => {
    mockFetch({ [`GET ${API}/policies`]: () => json(200, { data: [creditLifePolicy()] }) });
    renderWithApp(<RetailCreditLifeClaimSubmitPage />, {
      path: `/retail/device/credit-life/claims/new?policyId=${POLICY_ID}`,
    });
    const paid = await screen.findByRole('region', { name: 'What credit life pays, and to whom' });
    expect(paid).toHaveTextContent(
      /Credit life pays what is still owed on the finance of Samsung Galaxy A15 \(IMEI …3809\), up to R\s?8[\s ]?000,00, straight to the credit provider\./,
    );
    expect(paid).toHaveTextContent(
      'What is left after the balance goes to the beneficiaries named on the policy: Lerato Mokoena (60%), Kabelo Mokoena (40%).',
    );
    expect(screen.queryByText(/settles the outstanding balance with the credit provider/)).toBeNull();
    expect(screen.queryByRole('region', { name: 'Where to pay the benefit' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Where to pay what is left' })).toHaveTextContent(
      'We pay the outstanding balance to the credit provider ourselves.',
    );
    const relation = screen.getByRole('combobox', { name: /Your relation to the person/ });
    const user = userEvent.setup();
    await user.click(relation);
    expect(await screen.findByRole('option', { name: 'Executor of the estate' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Spouse' })).toBeInTheDocument();
  });
});
