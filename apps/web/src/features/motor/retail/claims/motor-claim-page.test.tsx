import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { uploadWithProgress } from '../../../../components/file-upload/upload-with-progress';
import type * as UploadModule from '../../../../components/file-upload/upload-with-progress';
import { json, mockFetch, refusal } from '../../../../test/mock-fetch';
import { expectPlainText } from '../../../../test/plain-text';
import { renderWithApp } from '../../../../test/render';
import { CLAIM_ID, MOTOR_API } from '../../shared/policies/test-motor-policy';
import { motorClaim } from '../../shared/policies/test-motor-claim';
import { HOLD_DOCUMENT_KIND } from '@cover/domain';
import { ALL_DOCUMENTS_IN, ON_HOLD_DOCUMENTS_IN } from '../../../../components/claims/claim-detail-panels';
import { RetailMotorClaimPage } from './motor-claim-page';

vi.mock('../../../../components/file-upload/upload-with-progress', async (original) => ({
  ...(await original<typeof UploadModule>()),
  uploadWithProgress: vi.fn(),
}));
const upload = vi.mocked(uploadWithProgress);

afterEach(() => {
  vi.unstubAllGlobals();
  upload.mockReset();
});

const CLAIM = `GET ${MOTOR_API.retail}/claims/getClaimByID`;
const DOCUMENTS = `GET ${MOTOR_API.retail}/claims/documents/get`;
const CONFIRM = `${MOTOR_API.retail}/claims/submitClaimByID`;
const INSPECTION_SMS = `${MOTOR_API.retail}/claims/sendClaimInspectionSms`;
const page = (
  <Routes>
    <Route path="/retail/motor/claims/:claimId" element={<RetailMotorClaimPage />} />
  </Routes>
);
const photos = {
  id: 'd-1',
  name: 'photos.pdf',
  type: 'damage_photo',
  url: '/api/retail/motor/documents/d-1/download',
  description: null,
  contentType: 'application/pdf',
  sizeBytes: 1024,
  size: '1 KB',
  createdAt: '2025-03-11T08:00:00Z',
};
const accident = {
  otherPartyInvolved: true,
  otherParty: {
    fullName: 'Sipho Dlamini',
    mobile: '+27835551234',
    vehicleRegistrationNo: 'CA 123-456',
    insurer: 'Santam',
  },
  driver: {
    isPolicyHolder: true,
    licenceNumber: '10470001ABCD',
    licenceCode: 'B' as const,
    licenceIssuedDate: '2010-05-04',
  },
  ownSpeedKmh: 40,
  otherSpeedKmh: 60,
  roadCondition: 'wet' as const,
  weather: 'rain' as const,
  passengers: [{ fullName: 'Lerato Nkosi', injured: true }],
  thirdParties: [],
  witnesses: [{ fullName: 'John Smith', mobile: '+27821112222' }],
  injuries: { anyone: true, description: 'Whiplash' },
};

describe('RetailMotorClaimPage', () => {
  it('tracks the claim, shows its facts, texts the inspection link again and uploads the document still needed', async () => {
    upload.mockResolvedValue({ ok: true });
    const { callsTo } = mockFetch({
      [CLAIM]: () => json(200, motorClaim()),
      [DOCUMENTS]: () => json(200, { data: [photos] }),
      [`POST ${CONFIRM}`]: () => json(200, { claimId: CLAIM_ID, message: 'claim submitted successfully' }),
      [`POST ${INSPECTION_SMS}`]: () =>
        json(200, {
          preInspectionId: 'pi-claim',
          mobileEnding: '4567',
          linkExpiresAt: '2025-03-18T10:00:00Z',
          message: 'We have sent the inspection link by SMS',
        }),
    });
    renderWithApp(page, { path: `/retail/motor/claims/${CLAIM_ID}` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Claim CLM-0007' })).toBeInTheDocument();
    expect(callsTo('GET', CLAIM.slice(4))[0]?.query.get('claimId')).toBe(CLAIM_ID);
    expect(screen.getByText('Toyota Corolla 2021 (CA 123-456)')).toBeInTheDocument();
    expect(screen.getByText('12 Jan Smuts Avenue, Rosebank, Gauteng')).toBeInTheDocument();
    expect(screen.getByText('A stone cracked the windscreen on the highway')).toBeInTheDocument();
    expect(screen.getByText('Excess').nextSibling).toHaveTextContent(/R\s?1[\s ]?000[.,]00/);
    expect(screen.getByText('Cover status').nextSibling).toHaveTextContent('Active');

    const inspection = screen.getByRole('region', { name: 'Inspection of the damage' });
    expect(within(inspection).getByText('Waiting for photos')).toBeInTheDocument();
    // the link was texted when the claim was submitted: it can be asked for again
    expect(inspection).toHaveTextContent('We texted the link to the number ending in 4567.');
    const user = userEvent.setup();
    await user.click(within(inspection).getByRole('button', { name: 'Text me the link again' }));
    await waitFor(() => expect(callsTo('POST', INSPECTION_SMS)).toHaveLength(1));
    expect(
      await within(inspection).findByText(/We sent the inspection link to the number ending in 4567/),
    ).toBeInTheDocument();

    expect(
      await screen.findByText(
        'Still needed: Glass replacement quote, Inspection photos (taken with the link we text you).',
      ),
    ).toBeInTheDocument();
    const add = screen.getByRole('region', { name: 'Add documents' });
    expect(within(add).queryByText('Photos of the damage')).toBeNull();
    await user.upload(
      within(add).getByLabelText(/Glass replacement quote/, { selector: 'input[type=file]' }),
      new File(['%PDF-1.4'], 'quote.pdf', { type: 'application/pdf' }),
    );
    await user.click(screen.getByRole('button', { name: 'Upload documents' }));
    await waitFor(() => expect(callsTo('POST', CONFIRM)).toHaveLength(1));
    expect(upload.mock.calls[0]?.[0]).toMatchObject({
      url: '/api/retail/motor/claims/documents/upload',
      fields: { claimId: CLAIM_ID, kind: 'glass_quote' },
    });
    expectPlainText();
  });

  it('shows an accident’s details and a theft’s SAPS case, without an inspection', async () => {
    mockFetch({
      [CLAIM]: () =>
        json(
          200,
          motorClaim('ACCIDENT_SCRATCHES_DENTS', {
            claimTypeLabel: 'Accident scratches & dents',
            accident,
            sapsCaseNumber: 'CAS 9/3/2025',
            policeStation: 'Rosebank',
            inspection: { preInspectionId: 'pi-claim', status: 'APPROVED' },
            policyEnded: { status: 'CANCELLED', on: '2025-03-14' },
          }),
        ),
      [DOCUMENTS]: () => json(200, { data: [] }),
    });
    renderWithApp(page, { path: `/retail/motor/claims/${CLAIM_ID}` });
    const details = await screen.findByRole('region', { name: 'The accident' });
    expect(details).toHaveTextContent('Other driverSipho Dlamini, 083 555 1234');
    expect(details).toHaveTextContent('Driving licenceB: light motor vehicle, first issued 4 May 2010');
    expect(details).toHaveTextContent('The roadWet');
    expect(details).toHaveTextContent('PassengersLerato Nkosi (injured)');
    expect(details).toHaveTextContent('InjuriesWhiplash');
    expect(screen.getByText('CAS 9/3/2025')).toBeInTheDocument();
    // the policy was cancelled since: the claim is still assessed on the cover of the incident's day
    expect(screen.getByText('Cover status').nextSibling).toHaveTextContent(
      'Cancelled on 14 March 2025 — this claim is assessed on the cover you had on 10 March 2025',
    );
    const inspection = screen.getByRole('region', { name: 'Inspection of the damage' });
    expect(inspection).toHaveTextContent('The photos of the damage were accepted.');
    expect(within(inspection).queryByRole('button')).toBeNull();
  });

  it('counts the damage photos as outstanding while the inspection waits for them, all documents in', async () => {
    // QA walk 4, finding 2d: 'All the documents are in' beside 'Waiting for photos'
    mockFetch({
      [CLAIM]: () => json(200, motorClaim('GLASS', { documentsOutstanding: [] })),
      [DOCUMENTS]: () => json(200, { data: [photos, { ...photos, id: 'd-2', type: 'glass_quote' }] }),
    });
    renderWithApp(page, { path: `/retail/motor/claims/${CLAIM_ID}` });
    expect(
      await screen.findByText('Still needed: Inspection photos (taken with the link we text you).'),
    ).toBeInTheDocument();
    expect(screen.queryByText(ALL_DOCUMENTS_IN)).toBeNull();
    const progress = screen.getByRole('list', { name: 'Claim progress' });
    expect(within(progress).getByText('Documents received').closest('li')).toHaveTextContent(
      'We are waiting for your documents',
    );
  });

  it('asks a claim on hold only for what the assessor asked for, not again for the documents in', async () => {
    // QA walk 4, finding 2a
    mockFetch({
      [CLAIM]: () =>
        json(
          200,
          motorClaim('GLASS', {
            status: 'in_review',
            statusDisplayValue: 'OnHold',
            documentsOutstanding: [],
            holdReason: 'The glass fitter’s itemised invoice',
            holdAnsweredAt: null,
            inspection: { preInspectionId: 'pi-claim', status: 'SUBMITTED' },
          }),
        ),
      [DOCUMENTS]: () => json(200, { data: [photos, { ...photos, id: 'd-2', type: 'glass_quote' }] }),
    });
    renderWithApp(page, { path: `/retail/motor/claims/${CLAIM_ID}` });
    const hold = await screen.findByTestId('claim-hold-reason');
    expect(hold).toHaveTextContent('Our assessor wrote:The glass fitter’s itemised invoice');
    expect(within(hold).getByText(HOLD_DOCUMENT_KIND.label)).toHaveTextContent('(required)');
    expect(await screen.findByText(ON_HOLD_DOCUMENTS_IN)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Add documents' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Upload documents' })).toBeNull();
    expect(screen.queryByLabelText(/Glass replacement quote/, { selector: 'input[type=file]' })).toBeNull();
  });

  it('offers no optional documents on hold while the damage photos are still to come', async () => {
    mockFetch({
      [CLAIM]: () =>
        json(
          200,
          motorClaim('ACCIDENT_SCRATCHES_DENTS', {
            status: 'in_review',
            statusDisplayValue: 'OnHold',
            documentsOutstanding: [],
            holdReason: 'A photo of the other driver’s licence',
            holdAnsweredAt: null,
          }),
        ),
      [DOCUMENTS]: () =>
        json(200, {
          data: ['damage_photo', 'repair_quote', 'drivers_licence'].map((type, n) => ({
            ...photos,
            id: `d-${n}`,
            type,
          })),
        }),
    });
    renderWithApp(page, { path: `/retail/motor/claims/${CLAIM_ID}` });
    expect(
      await screen.findByText('Still needed: Inspection photos (taken with the link we text you).'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Add documents' })).toBeNull();
    expect(screen.queryByText(/SAPS case slip/)).toBeNull();
  });

  it.each([
    ['repudiated', { status: 'closed', approvalStatus: 'repudiated', statusDisplayValue: 'Repudiated' }],
    ['approved', { status: 'pending_payout', approvalStatus: 'approved', statusDisplayValue: 'Approved' }],
  ] as const)('does not say assessors are looking at the photos of a %s claim', async (_, decided) => {
    // QA walk 4, finding 2c: 'The photos of the damage are with our assessors' after the repudiation
    for (const status of ['SUBMITTED', 'AWAITING_PHOTOS', 'CANCELLED'] as const) {
      mockFetch({
        [CLAIM]: () =>
          json(
            200,
            motorClaim('GLASS', {
              ...decided,
              documentsOutstanding: [],
              inspection: { preInspectionId: 'pi-claim', status },
            }),
          ),
        [DOCUMENTS]: () => json(200, { data: [photos] }),
      });
      const view = renderWithApp(page, { path: `/retail/motor/claims/${CLAIM_ID}` });
      const inspection = await screen.findByRole('region', { name: 'Inspection of the damage' });
      expect(inspection).toHaveTextContent('The inspection is closed: your claim has been decided.');
      expect(inspection).not.toHaveTextContent(/assessors|Photos sent for assessment|Waiting for photos/);
      expect(within(inspection).getByText('No longer needed')).toBeInTheDocument();
      expect(within(inspection).queryByRole('button')).toBeNull();
      expect(screen.queryByText(/Still needed/)).toBeNull();
      view.unmount();
      vi.unstubAllGlobals();
    }
  });

  it("shows 'page not found' for a claim that is not the caller's (404)", async () => {
    mockFetch({ [CLAIM]: () => refusal(404, 'NOT_FOUND', 'Not found') });
    renderWithApp(page, { path: `/retail/motor/claims/${CLAIM_ID}` });
    expect(await screen.findByRole('heading', { name: 'We could not find that page' })).toBeInTheDocument();
  });
});
