import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { CLAIM_SUBMITTED_SUCCESSFULLY, saDay } from '@cover/domain';
import type { MotorClaimSubmitReply } from '@cover/domain/motor';
import {
  uploadWithProgress,
  type UploadRequest,
} from '../../../../components/file-upload/upload-with-progress';
import type * as UploadModule from '../../../../components/file-upload/upload-with-progress';
import { POLICY_ID } from '../../../../components/policies/test-records';
import { json, mockFetch } from '../../../../test/mock-fetch';
import { renderWithApp } from '../../../../test/render';
import { CLAIM_ID, MOTOR_API, motorPolicy } from '../../shared/policies/test-motor-policy';
import { RetailMotorClaimSubmitPage } from './motor-claim-submit-page';

vi.mock('../../../../components/file-upload/upload-with-progress', async (original) => ({
  ...(await original<typeof UploadModule>()),
  uploadWithProgress: vi.fn(),
}));
const upload = vi.mocked(uploadWithProgress);

afterEach(() => {
  vi.unstubAllGlobals();
  upload.mockReset();
  sessionStorage.clear();
});

const POLICIES = `GET ${MOTOR_API.retail}/policies/getPolicies`;
const YESTERDAY = saDay(new Date(Date.now() - 24 * 60 * 60 * 1000));
const OTHER_DRIVER_ID = '8501015800084';
const page = (
  <Routes>
    <Route path="/retail/motor/claims/new" element={<RetailMotorClaimSubmitPage />} />
  </Routes>
);

/** Opens the claim form as a page load does (a reload is another page load in the same tab). */
function openForm(path = `/retail/motor/claims/new?policyId=${POLICY_ID}`) {
  mockFetch({ [POLICIES]: () => json(200, { data: [motorPolicy()] }) });
  return renderWithApp(page, { path });
}

/** What the server answers for a submitted towing claim. */
const towingReply = (): MotorClaimSubmitReply => ({
  claimId: CLAIM_ID,
  claimNumber: 'CLM-2026-000043',
  message: CLAIM_SUBMITTED_SUCCESSFULLY,
  coverStatus: 'ACTIVE',
  requiredDocuments: ['towing_invoice'],
  documentsOutstanding: [],
  claimType: 'TOWING',
  claimTypeLabel: 'Towing',
  incident_date: YESTERDAY,
  incident_time: '12:00',
  incident_address: '12 Jan Smuts Avenue',
  incident_suburb: 'Rosebank',
  incident_province: 'GP',
  incidentPlace: '12 Jan Smuts Avenue, Rosebank, Gauteng',
  incident_delay_reason: null,
  reportedLate: false,
  description: 'The car would not start after the rain',
  policeStation: null,
  sapsCaseNumber: null,
  policeReferenceNumber: null,
  policeOfficer: null,
  excess: 0,
  vehicle: 'Toyota Corolla 2021 (CA 123-456)',
  accident: null,
  inspectionMobileEnding: null,
  inspection: null,
  inspectionLinkSentTo: null,
});

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
const kept = () =>
  Object.keys(sessionStorage)
    .map((key) => sessionStorage.getItem(key) ?? '')
    .join('\n');

// Each test fills part of a long form key by key in jsdom: seconds each on a busy two-core machine.
describe('the motor claim form across a reload', { timeout: 60_000 }, () => {
  it('keeps what was typed for the policy, but no document and no ID number', async () => {
    const first = openForm();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Accident scratches & dents' }));
    await user.type(field('Date it happened'), YESTERDAY);
    await user.type(field('Street address where it happened'), '12 Jan Smuts Avenue');
    await user.type(field('Tell us what happened'), 'A taxi reversed into the car at the robot');
    await user.type(field('Mobile number for the inspection link'), '082 123 4567');
    // paid into another account than the premiums' (kept as chosen across the reload)
    await user.click(screen.getByRole('button', { name: 'Pay into another account' }));
    await user.clear(field('Account holder name'));
    await user.type(field('Account holder name'), 'Thandi Nkosi');
    const accident = screen.getByRole('region', { name: 'The accident' });
    await user.click(
      within(within(accident).getByRole('radiogroup', { name: 'Was another vehicle involved?' })).getByRole(
        'radio',
        { name: 'Yes' },
      ),
    );
    await user.type(within(accident).getByLabelText(/^Other driver’s full name/), 'Sipho Dlamini');
    await user.type(within(accident).getByLabelText(/^Other driver’s ID number/), OTHER_DRIVER_ID);
    await user.upload(
      screen.getByLabelText(/Photos of the damage/, { selector: 'input[type=file]' }),
      new File(['%PDF-1.4 secret photo bytes'], 'dent.pdf', { type: 'application/pdf' }),
    );

    // what the tab keeps: the typed fields, never the ID number nor the document
    expect(kept()).toContain('A taxi reversed into the car at the robot');
    expect(kept()).not.toContain(OTHER_DRIVER_ID);
    expect(kept()).not.toContain('dent.pdf');
    expect(kept()).not.toContain('secret photo bytes');

    first.unmount();
    openForm();
    expect(await screen.findByRole('radio', { name: 'Accident scratches & dents' })).toBeChecked();
    expect(field('Date it happened')).toHaveValue(YESTERDAY);
    expect(field('Street address where it happened')).toHaveValue('12 Jan Smuts Avenue');
    expect(field('Tell us what happened')).toHaveValue('A taxi reversed into the car at the robot');
    // as the field showed it once typed (it writes the number in +27 form when left)
    expect(field('Mobile number for the inspection link')).toHaveValue('082 123 4567');
    expect(field('Account holder name')).toHaveValue('Thandi Nkosi');
    const restored = screen.getByRole('region', { name: 'The accident' });
    expect(within(restored).getByLabelText(/^Other driver’s full name/)).toHaveValue('Sipho Dlamini');
    expect(within(restored).getByLabelText(/^Other driver’s ID number/)).toHaveValue('');
    expect(screen.queryByText('dent.pdf')).toBeNull();
  });

  it('puts the chosen policy in the address, so a reload opens it with what was typed', async () => {
    const first = openForm('/retail/motor/claims/new');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Towing' }));
    await user.type(field('Suburb or town'), 'Rosebank');
    expect(first.router.state.location.search).toBe(`?policyId=${POLICY_ID}`);
    first.unmount();
    openForm(`/retail/motor/claims/new${first.router.state.location.search}`);
    expect(await screen.findByRole('radio', { name: 'Towing' })).toBeChecked();
    expect(field('Suburb or town')).toHaveValue('Rosebank');
  });

  it('forgets the form once the claim went in: a new claim starts empty', async () => {
    upload.mockImplementation(async (_request: UploadRequest) => towingReply());
    const first = openForm();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Towing' }));
    await user.type(field('Date it happened'), YESTERDAY);
    await user.type(field('Time it happened'), '12:00');
    await user.type(field('Street address where it happened'), '12 Jan Smuts Avenue');
    await user.type(field('Suburb or town'), 'Rosebank');
    await user.selectOptions(field('Province'), 'GP');
    await user.type(field('Tell us what happened'), 'The car would not start after the rain');
    await user.type(field('Towing invoice amount'), '1500');
    await user.click(screen.getByRole('button', { name: 'Pay into another account' }));
    await user.selectOptions(field('Bank'), 'fnb');
    await user.clear(field('Account holder name'));
    await user.type(field('Account holder name'), 'Thandi Nkosi');
    await user.type(field('Account number'), '62123456789');
    await user.selectOptions(field('Account type'), 'cheque');
    await user.upload(
      screen.getByLabelText(/Towing invoice/, { selector: 'input[type=file]' }),
      new File(['%PDF-1.4'], 'invoice.pdf', { type: 'application/pdf' }),
    );
    await user.click(
      screen.getByRole('checkbox', { name: /I accept the terms and conditions of motor claims/ }),
    );
    expect(kept()).toContain('The car would not start after the rain');
    await user.click(screen.getByRole('button', { name: 'Submit claim' }));
    expect(await screen.findByRole('heading', { name: CLAIM_SUBMITTED_SUCCESSFULLY })).toBeInTheDocument();
    expect(kept()).not.toContain('The car would not start after the rain');

    first.unmount();
    openForm();
    await screen.findByRole('form', { name: 'Motor claim' });
    expect(screen.getByRole('radio', { name: 'Towing' })).not.toBeChecked();
    expect(field('Tell us what happened')).toHaveValue('');
  });
});
