import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { CLAIM_JSON_FIELD, saDay } from '@cover/domain';
import { DEVICE_CLAIM_MESSAGES } from '@cover/domain/device';
import {
  uploadWithProgress,
  type UploadRequest,
} from '../../../../components/file-upload/upload-with-progress';
import type * as UploadModule from '../../../../components/file-upload/upload-with-progress';
import { POLICY_ID } from '../../../../components/policies/test-records';
import { json, mockFetch } from '../../../../test/mock-fetch';
import { expectPlainText } from '../../../../test/plain-text';
import { renderWithApp } from '../../../../test/render';
import { DEVICE_API, devicePolicy } from '../../shared/policies/test-device-policy';
import { RetailDeviceClaimSubmitPage } from './device-claim-submit-page';

vi.mock('../../../../components/file-upload/upload-with-progress', async (original) => ({
  ...(await original<typeof UploadModule>()),
  uploadWithProgress: vi.fn(),
}));
const upload = vi.mocked(uploadWithProgress);

afterEach(() => {
  vi.unstubAllGlobals();
  upload.mockReset();
});

/** The payout account as typed below, as it is sent. */
// the policy is paid by debit order: the payout goes to that account, which the server reads from the policy
const PAYOUT_SENT = { source: 'premium_account' };
const POLICIES = `GET ${DEVICE_API.retail}/policy/getPolicy`;
const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });
const page = (
  <Routes>
    <Route path="/retail/device/claims/new" element={<RetailDeviceClaimSubmitPage />} />
  </Routes>
);

function openForm(policies = [devicePolicy()], query = `?policyId=${POLICY_ID}`) {
  mockFetch({ [POLICIES]: () => json(200, { data: policies }) });
  renderWithApp(page, { path: `/retail/device/claims/new${query}` });
  return userEvent.setup();
}

/** The upload field of a document kind, by its visible title. */
const documentField = (title: RegExp) => screen.getByLabelText(title, { selector: 'input[type=file]' });

describe('RetailDeviceClaimSubmitPage', () => {
  it('states the excess of the chosen claim type on this phone before anything is sent', async () => {
    const user = openForm();
    await screen.findByRole('form', { name: 'Device claim' });
    expect(screen.queryByRole('status', { name: 'Excess for this claim' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Screen damage' }));
    const excess = screen.getByRole('status', { name: 'Excess for this claim' });
    expect(excess).toHaveTextContent(/Excess for screen damage: R\s?450[.,]00/);
    expect(excess).toHaveTextContent('15% of the replacement cost');
    expect(excess).toHaveTextContent('Samsung Galaxy A15 128 GB');

    await user.click(screen.getByRole('radio', { name: 'Lost or stolen device' }));
    expect(screen.getByRole('status', { name: 'Excess for this claim' })).toHaveTextContent(
      /Excess for lost or stolen device: R\s?750[.,]00.*you claim its replacement cost,\s?R\s?3[\s ]?000[.,]00: we pay that less the excess\. Once we approve the claim, this phone's cover ends and no further premiums are taken/,
    );
    expect(upload).not.toHaveBeenCalled();
  });

  it('asks a lost phone for the SAPS case number and police station and its affidavit, and no repair quote', async () => {
    const user = openForm();
    await user.click(await screen.findByRole('radio', { name: 'Lost or stolen device' }));
    expect(screen.queryByLabelText(/^Repair quote amount/)).toBeNull();
    expect(screen.getByLabelText(/^Police station/)).toHaveAccessibleDescription(
      'Where you reported the loss or theft',
    );
    expect(DEVICE_CLAIM_MESSAGES.policeStation).toBe(
      'Please enter the police station where you reported the loss or theft',
    );
    const documents = screen.getByRole('region', { name: 'Documents' });
    expect(within(documents).getByText('Sworn affidavit')).toHaveTextContent('(required)');
    expect(within(documents).getByText('SAPS case slip')).toHaveTextContent('(optional)');
    expect(within(documents).queryByText('Photo of the damage')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Submit claim' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^SAPS case number/)).toHaveAccessibleDescription(
        DEVICE_CLAIM_MESSAGES.sapsCaseNumber,
      ),
    );
    expect(screen.getByLabelText(/^Police station/)).toHaveAccessibleDescription(
      DEVICE_CLAIM_MESSAGES.policeStation,
    );
    expect(documentField(/Sworn affidavit/)).toHaveAccessibleDescription(
      expect.stringContaining('Please add this document'),
    );
    await user.type(screen.getByLabelText(/^SAPS case number/), '123/11/2026');
    await waitFor(() =>
      expect(screen.getByLabelText(/^SAPS case number/)).toHaveAccessibleDescription(
        DEVICE_CLAIM_MESSAGES.sapsCaseNumber,
      ),
    );
    await user.clear(screen.getByLabelText(/^SAPS case number/));
    await user.type(screen.getByLabelText(/^SAPS case number/), 'cas 123/11/2026');
    await waitFor(() =>
      expect(screen.getByLabelText(/^SAPS case number/)).not.toHaveAccessibleDescription(
        DEVICE_CLAIM_MESSAGES.sapsCaseNumber,
      ),
    );
    expectPlainText();
    expect(upload).not.toHaveBeenCalled();
  });

  it('asks a damaged phone for the repair quote amount, the photos and the repair quote', async () => {
    const user = openForm();
    await user.click(await screen.findByRole('radio', { name: 'Hardware damage' }));
    expect(screen.queryByLabelText(/^SAPS case number/)).toBeNull();
    const documents = screen.getByRole('region', { name: 'Documents' });
    expect(within(documents).getByText('Photo of the damage')).toHaveTextContent('(required)');
    expect(within(documents).getByText('Repair quote')).toHaveTextContent('(required)');
    expect(within(documents).queryByText('Sworn affidavit')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Submit claim' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Repair quote amount/)).toHaveAccessibleDescription(
        DEVICE_CLAIM_MESSAGES.amount,
      ),
    );
    expect(screen.getByLabelText(/^Date it happened/)).toHaveAccessibleDescription(
      'Please enter the date it happened',
    );
    expect(screen.getByLabelText(/^Tell us what happened/)).toHaveAccessibleDescription(
      DEVICE_CLAIM_MESSAGES.description,
    );
    expect(upload).not.toHaveBeenCalled();
  });

  it('sends the claim with its documents in one call, then shows the claim number', async () => {
    upload.mockImplementation(async (request: UploadRequest) => {
      request.onProgress?.(0.5);
      return {
        claimId: 'c-new',
        claimNumber: 'CLM-2026-000007',
        message: 'claim submitted successfully',
        coverStatus: 'ACTIVE',
        requiredDocuments: ['damage_photo', 'repair_quote'],
        documentsOutstanding: [],
        claimType: 'SCREEN_DAMAGE',
        claimTypeLabel: 'Screen damage',
        incidentDate: saDay(new Date()),
        description: 'The phone fell and the screen cracked',
        sapsCaseNumber: null,
        policeStation: null,
        excess: 45_000,
        device: 'Samsung Galaxy A15 128 GB (IMEI …3809)',
        repairQuote: 120_000,
      };
    });
    const user = openForm();
    await user.click(await screen.findByRole('radio', { name: 'Screen damage' }));
    await user.type(screen.getByLabelText(/^Date it happened/), saDay(new Date()));
    await user.type(screen.getByLabelText(/^Tell us what happened/), 'The phone fell and the screen cracked');
    await user.type(screen.getByLabelText(/^Repair quote amount/), '1200');
    // the payout starts from the account the premiums come from, its number masked
    const payout = screen.getByRole('region', { name: 'Where to pay the benefit' });
    expect(payout).toHaveTextContent(
      'The account your premiums come from — change it if the payout should go elsewhere.',
    );
    expect(payout).toHaveTextContent(/Account number\s*[•*]+7890/);
    expect(within(payout).queryByLabelText(/^Account number/)).toBeNull();
    await user.upload(documentField(/Photo of the damage/), pdf('photo.pdf'));
    await user.upload(documentField(/Repair quote \(/), pdf('quote.pdf'));
    await user.click(screen.getByRole('button', { name: 'Submit claim' }));

    expect(await screen.findByTestId('claim-number')).toHaveTextContent('CLM-2026-000007');
    expect(screen.getByRole('heading', { name: 'claim submitted successfully' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View the claim' })).toHaveAttribute(
      'href',
      '/retail/device/claims/c-new',
    );
    const request = upload.mock.calls[0]?.[0];
    expect(request?.url).toBe('/api/retail/device/claims/submitClaimWithDocuments');
    expect(request?.files.map((file) => file.field).sort()).toEqual(['damage_photo', 'repair_quote']);
    expect(JSON.parse(String(request?.fields[CLAIM_JSON_FIELD]))).toEqual({
      policyId: POLICY_ID,
      claimType: 'SCREEN_DAMAGE',
      incidentDate: saDay(new Date()),
      description: 'The phone fell and the screen cracked',
      amount: 120_000,
      bankDetails: PAYOUT_SENT,
    });
  }, 30_000);

  it('says the phone already has a claim being dealt with, linking to it', async () => {
    openForm([devicePolicy({}, { openClaim: { claimId: 'c-open', claimNumber: 'CLM-0042' } })]);
    expect(await screen.findByText('A claim on this phone is being dealt with')).toBeInTheDocument();
    expect(screen.queryByText('You have no policy to claim on')).toBeNull();
    expect(screen.getByText(DEVICE_CLAIM_MESSAGES.openClaim, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See claim CLM-0042' })).toHaveAttribute(
      'href',
      '/retail/device/claims/c-open',
    );
    expect(screen.queryByRole('form', { name: 'Device claim' })).toBeNull();
  });

  it('names the claim being dealt with when the only phone has one, opened without a policy', async () => {
    openForm([devicePolicy({}, { openClaim: { claimId: 'c-open', claimNumber: 'CLM-0042' } })], '');
    expect(await screen.findByText('A claim on this phone is being dealt with')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See claim CLM-0042' })).toBeInTheDocument();
  });
});
