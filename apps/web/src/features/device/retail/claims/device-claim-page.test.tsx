import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { uploadWithProgress } from '../../../../components/file-upload/upload-with-progress';
import type * as UploadModule from '../../../../components/file-upload/upload-with-progress';
import { json, mockFetch, refusal } from '../../../../test/mock-fetch';
import { expectPlainText } from '../../../../test/plain-text';
import { renderWithApp } from '../../../../test/render';
import { CLAIM_ID, DEVICE_API, deviceClaim } from '../../shared/policies/test-device-policy';
import { RetailDeviceClaimPage } from './device-claim-page';

vi.mock('../../../../components/file-upload/upload-with-progress', async (original) => ({
  ...(await original<typeof UploadModule>()),
  uploadWithProgress: vi.fn(),
}));
const upload = vi.mocked(uploadWithProgress);

afterEach(() => {
  vi.unstubAllGlobals();
  upload.mockReset();
});

const CLAIM = `GET ${DEVICE_API.retail}/claims/getClaimByID`;
const DOCUMENTS = `GET ${DEVICE_API.retail}/claims/getClaimDocuments`;
const CONFIRM = `${DEVICE_API.retail}/claims/submitClaimByID`;
const page = (
  <Routes>
    <Route path="/retail/device/claims/:claimId" element={<RetailDeviceClaimPage />} />
  </Routes>
);
const photo = {
  id: 'd-1',
  name: 'photo.pdf',
  type: 'damage_photo',
  url: '/api/retail/device/documents/d-1/download',
  description: null,
  contentType: 'application/pdf',
  sizeBytes: 1024,
  size: '1 KB',
  createdAt: '2025-02-01T08:00:00Z',
};

describe('RetailDeviceClaimPage', () => {
  it('tracks the claim, shows its facts and documents, and uploads the one still needed', async () => {
    upload.mockResolvedValue({ ok: true });
    const { callsTo } = mockFetch({
      [CLAIM]: () => json(200, deviceClaim()),
      [DOCUMENTS]: () => json(200, { data: [photo] }),
      [`POST ${CONFIRM}`]: () => json(200, { claimId: CLAIM_ID, message: 'claim submitted successfully' }),
    });
    renderWithApp(page, { path: `/retail/device/claims/${CLAIM_ID}` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Claim CLM-0001' })).toBeInTheDocument();
    const progress = screen.getByRole('list', { name: 'Claim progress' });
    expect(within(progress).getByText('Documents received').closest('li')).toHaveTextContent(
      'We are waiting for your documents',
    );
    expect(screen.getByText('Screen damage')).toBeInTheDocument();
    expect(screen.getByText('Samsung Galaxy A15 128 GB (IMEI …3809)')).toBeInTheDocument();
    expect(screen.getByText('Excess').nextSibling).toHaveTextContent(/R\s?450[.,]00/);
    expect(screen.getByText('Cover status').nextSibling).toHaveTextContent('Active');
    expect(await screen.findByText('Photo of the damage')).toBeInTheDocument();
    expect(screen.getByText('Still needed: Repair quote.')).toBeInTheDocument();

    const add = screen.getByRole('region', { name: 'Add documents' });
    expect(within(add).queryByText('Photo of the damage')).toBeNull();
    const user = userEvent.setup();
    await user.upload(
      within(add).getByLabelText(/Repair quote/, { selector: 'input[type=file]' }),
      new File(['%PDF-1.4'], 'quote.pdf', { type: 'application/pdf' }),
    );
    await user.click(screen.getByRole('button', { name: 'Upload documents' }));
    await waitFor(() => expect(callsTo('POST', CONFIRM)).toHaveLength(1));
    expect(upload.mock.calls[0]?.[0]).toMatchObject({
      url: '/api/retail/device/claims/uploadDocuments',
      fields: { claimId: CLAIM_ID, kind: 'repair_quote' },
    });
    expectPlainText();
  });

  it('shows a repair quote above the insured value as a replacement: the phone’s value is claimed', async () => {
    mockFetch({
      [CLAIM]: () => json(200, deviceClaim('SCREEN_DAMAGE', { amount: 300_000, repairQuote: 450_000 })),
      [DOCUMENTS]: () => json(200, { data: [] }),
    });
    renderWithApp(page, { path: `/retail/device/claims/${CLAIM_ID}` });
    await screen.findByRole('heading', { level: 1, name: 'Claim CLM-0001' });
    expect(screen.getByText('Repair quote amount').nextSibling).toHaveTextContent(
      /R\s?4[\s ]?500[.,]00: more than the phone is insured for, so it is replaced/,
    );
    expect(screen.getByText('Amount claimed').nextSibling).toHaveTextContent(/R\s?3[\s ]?000[.,]00/);
  });

  it('shows a lost phone’s SAPS case and a decided claim as approved', async () => {
    mockFetch({
      [CLAIM]: () =>
        json(
          200,
          deviceClaim('LOST', {
            status: 'pending_payout',
            approvalStatus: 'approved',
            statusDisplayValue: 'Approved',
            grantedAmount: 225_000,
            documentsOutstanding: [],
          }),
        ),
      [DOCUMENTS]: () => json(200, { data: [] }),
    });
    renderWithApp(page, { path: `/retail/device/claims/${CLAIM_ID}` });
    expect(await screen.findByText('CAS 123/1/2025')).toBeInTheDocument();
    expect(screen.getByText('Hatfield')).toBeInTheDocument();
    expect(screen.getByText('Amount granted').nextSibling).toHaveTextContent(/R\s?2[\s ]?250[.,]00/);
    const progress = screen.getByRole('list', { name: 'Claim progress' });
    expect(within(progress).getByText('Approved')).toBeInTheDocument();
    expect(
      within(progress).getByText('Paid').closest('li')?.querySelector('[aria-current=step]'),
    ).not.toBeNull();
    expect(screen.queryByRole('region', { name: 'Add documents' })).toBeNull();
  });

  it("shows 'page not found' for a claim that is not the caller's (404)", async () => {
    mockFetch({ [CLAIM]: () => refusal(404, 'NOT_FOUND', 'Claim not found') });
    renderWithApp(page, { path: `/retail/device/claims/${CLAIM_ID}` });
    expect(await screen.findByRole('heading', { name: 'We could not find that page' })).toBeInTheDocument();
  });
});
