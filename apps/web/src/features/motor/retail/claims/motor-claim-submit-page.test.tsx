import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { CLAIM_JSON_FIELD, CLAIM_SUBMITTED_SUCCESSFULLY, formatLongDate, saDay } from '@cover/domain';
import { ACCIDENT_MESSAGES, MOTOR_CLAIM_MESSAGES, type MotorClaimSubmitReply } from '@cover/domain/motor';
import {
  uploadWithProgress,
  UploadError,
  type UploadRequest,
} from '../../../../components/file-upload/upload-with-progress';
import type * as UploadModule from '../../../../components/file-upload/upload-with-progress';
import { POLICY_ID } from '../../../../components/policies/test-records';
import { json, mockFetch } from '../../../../test/mock-fetch';
import { expectPlainText } from '../../../../test/plain-text';
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
  sessionStorage.clear(); // the form typed in one test is kept in the tab (kept-claim-draft.ts)
});

const POLICIES = `GET ${MOTOR_API.retail}/policies/getPolicies`;
const INSPECTION_SMS = `${MOTOR_API.retail}/claims/sendClaimInspectionSms`;
const YESTERDAY = saDay(new Date(Date.now() - 24 * 60 * 60 * 1000));
const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });
const page = (
  <Routes>
    <Route path="/retail/motor/claims/new" element={<RetailMotorClaimSubmitPage />} />
  </Routes>
);

function openForm(routes: Parameters<typeof mockFetch>[0] = {}) {
  const fetched = mockFetch({ [POLICIES]: () => json(200, { data: [motorPolicy()] }), ...routes });
  renderWithApp(page, { path: `/retail/motor/claims/new?policyId=${POLICY_ID}` });
  return { user: userEvent.setup(), ...fetched };
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
const documentField = (title: RegExp) => screen.getByLabelText(title, { selector: 'input[type=file]' });
const described = (label: string, message: string) =>
  waitFor(() => expect(field(label)).toHaveAccessibleDescription(message));

/** The common fields of every motor claim, typed as a customer would, and the payout account. */
async function fillCommon(user: UserEvent, { date = YESTERDAY, time = '12:00' } = {}) {
  await user.type(field('Date it happened'), date);
  await user.type(field('Time it happened'), time);
  await user.type(field('Street address where it happened'), '12 Jan Smuts Avenue');
  await user.type(field('Suburb or town'), 'Rosebank');
  await user.selectOptions(field('Province'), 'GP');
  await user.type(field('Tell us what happened'), 'A stone cracked the windscreen on the highway');
  await user.selectOptions(field('Bank'), 'fnb');
  await user.type(field('Account holder name'), 'Thandi Nkosi');
  await user.type(field('Account number'), '62123456789');
  await user.selectOptions(field('Account type'), 'cheque');
  await user.click(
    screen.getByRole('checkbox', { name: /I accept the terms and conditions of motor claims/ }),
  );
}

/** What the server answers for a submitted glass claim. */
const glassReply = (): MotorClaimSubmitReply => ({
  claimId: CLAIM_ID,
  claimNumber: 'CLM-2026-000042',
  message: CLAIM_SUBMITTED_SUCCESSFULLY,
  coverStatus: 'ACTIVE',
  requiredDocuments: ['damage_photo', 'glass_quote'],
  documentsOutstanding: [],
  claimType: 'GLASS',
  claimTypeLabel: 'Glass',
  incident_date: YESTERDAY,
  incident_time: '12:00',
  incident_address: '12 Jan Smuts Avenue',
  incident_suburb: 'Rosebank',
  incident_province: 'GP',
  incidentPlace: '12 Jan Smuts Avenue, Rosebank, Gauteng',
  incident_delay_reason: null,
  reportedLate: false,
  description: 'A stone cracked the windscreen on the highway',
  policeStation: null,
  sapsCaseNumber: null,
  policeReferenceNumber: null,
  policeOfficer: null,
  excess: 100_000,
  vehicle: 'Toyota Corolla 2021 (CA 123-456)',
  accident: null,
  inspectionMobileEnding: '4567',
  inspection: { preInspectionId: 'pi-claim', status: 'AWAITING_PHOTOS' },
  inspectionLinkSentTo: '+27821234567',
});

/** Chooses a glass claim and fills it in, documents included. */
async function fillGlassClaim(user: UserEvent) {
  await user.click(await screen.findByRole('radio', { name: 'Glass' }));
  await fillCommon(user);
  await user.type(field('Glass replacement quote amount'), '3500');
  await user.type(field('Mobile number for the inspection link'), '082 123 4567');
  await user.upload(documentField(/Photos of the damage/), pdf('photos.pdf'));
  await user.upload(documentField(/Glass replacement quote/), pdf('quote.pdf'));
}

// Each test fills a long form key by key in jsdom: tens of seconds on a busy two-core machine.
describe('RetailMotorClaimSubmitPage', { timeout: 60_000 }, () => {
  it('states the excess of the chosen claim type on this vehicle before anything is sent', async () => {
    const { user } = openForm();
    await screen.findByRole('form', { name: 'Motor claim' });
    expect(screen.queryByRole('status', { name: 'Excess for this claim' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Glass' }));
    const excess = screen.getByRole('status', { name: 'Excess for this claim' });
    expect(excess).toHaveTextContent(/Excess for glass: R\s?1[\s ]?000[.,]00/);
    expect(excess).toHaveTextContent('Toyota Corolla 2021 (CA 123-456)');
    await user.click(screen.getByRole('radio', { name: 'Stolen' }));
    expect(screen.getByRole('status', { name: 'Excess for this claim' })).toHaveTextContent(
      /we claim its sum insured, R\s?300[\s ]?000[.,]00/,
    );
    expect(upload).not.toHaveBeenCalled();
  });

  it.each(['Stolen', 'Hijacked'])(
    'asks a %s vehicle for the SAPS case number and police station, and no amount',
    async (type) => {
      const { user } = openForm();
      await user.click(await screen.findByRole('radio', { name: type }));
      expect(screen.queryByLabelText(/amount/)).toBeNull();
      expect(screen.queryByLabelText(/^Mobile number for the inspection link/)).toBeNull();
      const documents = screen.getByRole('region', { name: 'Documents' });
      expect(within(documents).getByText('SAPS case slip')).toHaveTextContent('(required)');
      expect(within(documents).getByText('Sworn affidavit')).toHaveTextContent('(required)');

      await user.click(screen.getByRole('button', { name: 'Submit claim' }));
      await described('SAPS case number', MOTOR_CLAIM_MESSAGES.sapsCaseNumber);
      await described('Police station', MOTOR_CLAIM_MESSAGES.policeStation);
      await described('Street address where it happened', MOTOR_CLAIM_MESSAGES.incidentAddress);
      expect(screen.getByText(MOTOR_CLAIM_MESSAGES.acceptTermsAndCondition)).toBeInTheDocument();
      expect(documentField(/SAPS case slip/)).toHaveAccessibleDescription(
        expect.stringContaining('Please add this document'),
      );
      await user.type(field('SAPS case number'), '123/3/2025');
      await described('SAPS case number', MOTOR_CLAIM_MESSAGES.sapsCaseNumber);
      await user.clear(field('SAPS case number'));
      await user.type(field('SAPS case number'), 'cas 123/3/2025');
      await waitFor(() =>
        expect(field('SAPS case number')).not.toHaveAccessibleDescription(
          MOTOR_CLAIM_MESSAGES.sapsCaseNumber,
        ),
      );
      expectPlainText();
      expect(upload).not.toHaveBeenCalled();
    },
    30_000,
  );

  it('asks damage that is inspected for the quote amount and the number for the inspection link', async () => {
    const { user } = openForm();
    await user.click(await screen.findByRole('radio', { name: 'Accessories' }));
    await user.click(screen.getByRole('button', { name: 'Submit claim' }));
    await described('Quote or invoice amount for the accessories', MOTOR_CLAIM_MESSAGES.amount);
    await described('Mobile number for the inspection link', MOTOR_CLAIM_MESSAGES.claimInspectionPhoneNumber);
    expect(field('SAPS case number')).not.toBeRequired();
    expect(field('Police station')).not.toHaveAccessibleDescription(MOTOR_CLAIM_MESSAGES.policeStation);
    await user.type(field('SAPS case number'), 'CAS 5/3/2025');
    await user.click(screen.getByRole('button', { name: 'Submit claim' }));
    await described('Police station', MOTOR_CLAIM_MESSAGES.policeStation);

    await user.click(screen.getByRole('radio', { name: 'Towing' }));
    expect(field('Towing invoice amount')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Mobile number for the inspection link/)).toBeNull();
    expect(upload).not.toHaveBeenCalled();
  });

  it('asks why a claim is reported more than 48 hours after the incident', async () => {
    const { user } = openForm();
    await user.click(await screen.findByRole('radio', { name: 'Towing' }));
    expect(screen.queryByLabelText(/^Why are you reporting it only now/)).toBeNull();
    await user.type(field('Date it happened'), '2025-03-01');
    await user.type(field('Time it happened'), '08:00');
    await user.click(screen.getByRole('button', { name: 'Submit claim' }));
    await described('Why are you reporting it only now', MOTOR_CLAIM_MESSAGES.delayReasonRequired);
  });

  it('refuses, on the date, an incident before the policy was issued on its start day (QA F21)', async () => {
    // issued an hour ago (when its inspection was approved), cover from then; the damage ten minutes earlier
    const issuedAt = new Date(Date.now() - 60 * 60 * 1000);
    const saLocal = (instant: Date) => new Date(instant.getTime() + 2 * 60 * 60 * 1000).toISOString();
    const incident = saLocal(new Date(issuedAt.getTime() - 10 * 60 * 1000));
    const issuedToday = motorPolicy({ startDate: saDay(issuedAt), createdAt: issuedAt.toISOString() });
    const { user } = openForm({ [POLICIES]: () => json(200, { data: [issuedToday] }) });
    await user.click(await screen.findByRole('radio', { name: 'Towing' }));
    await user.type(field('Date it happened'), incident.slice(0, 10));
    await user.type(field('Time it happened'), incident.slice(11, 16));
    await user.click(screen.getByRole('button', { name: 'Submit claim' }));
    await described(
      'Date it happened',
      `This happened before your cover started at ${saLocal(issuedAt).slice(11, 16)} on ${formatLongDate(saDay(issuedAt))}.`,
    );
    expect(upload).not.toHaveBeenCalled();
  });

  it('asks an accident for its details, with rows of passengers, third parties and witnesses', async () => {
    const { user } = openForm();
    await user.click(await screen.findByRole('radio', { name: 'Glass' }));
    expect(screen.queryByRole('region', { name: 'The accident' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Accident scratches & dents' }));
    const accident = screen.getByRole('region', { name: 'The accident' });
    expect(within(accident).getByText('No passengers.')).toBeInTheDocument();

    await user.click(within(accident).getByRole('button', { name: 'Add a passenger' }));
    await user.click(within(accident).getByRole('button', { name: 'Add a passenger' }));
    await user.click(within(accident).getByRole('button', { name: 'Add a witness' }));
    expect(within(accident).getByRole('group', { name: 'Passenger 2' })).toBeInTheDocument();
    await user.type(
      within(within(accident).getByRole('group', { name: 'Passenger 1' })).getByLabelText(/^Full name/),
      'Lerato Nkosi',
    );
    await user.click(within(accident).getByRole('button', { name: 'Remove passenger 2' }));
    expect(within(accident).queryByRole('group', { name: 'Passenger 2' })).toBeNull();
    expect(
      within(within(accident).getByRole('group', { name: 'Passenger 1' })).getByLabelText(/^Full name/),
    ).toHaveValue('Lerato Nkosi');

    const yesTo = (question: string) =>
      user.click(
        within(within(accident).getByRole('radiogroup', { name: question })).getByRole('radio', {
          name: 'Yes',
        }),
      );
    await yesTo('Was another vehicle involved?');
    expect(within(accident).getByLabelText(/^Other driver’s full name/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit claim' }));
    const witness = within(accident).getByRole('group', { name: 'Witness 1' });
    await waitFor(() =>
      expect(within(witness).getByLabelText(/^Mobile number/)).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(within(accident).getByText(ACCIDENT_MESSAGES.licenceCode)).toBeInTheDocument();
    expect(within(accident).getByText(ACCIDENT_MESSAGES.roadCondition)).toBeInTheDocument();
    expect(within(accident).getByLabelText(/^Your speed/)).toHaveAccessibleDescription(
      ACCIDENT_MESSAGES.ownSpeed,
    );
    expect(within(accident).getByText(ACCIDENT_MESSAGES.injured)).toBeInTheDocument();
    expect(within(accident).getByText(ACCIDENT_MESSAGES.isPolicyHolder)).toBeInTheDocument();
    await user.click(within(accident).getByRole('button', { name: 'Remove witness 1' }));
    expect(within(accident).getByText('No witnesses.')).toBeInTheDocument();
    expectPlainText();
    expect(upload).not.toHaveBeenCalled();
  }, 30_000);

  it('sends the claim with its documents in one call, says claim submitted successfully and where the inspection link was texted', async () => {
    upload.mockImplementation(async (request: UploadRequest) => {
      request.onProgress?.(0.5);
      return glassReply();
    });
    const { user, callsTo } = openForm({
      [`POST ${INSPECTION_SMS}`]: () =>
        json(200, {
          preInspectionId: 'pi-claim',
          mobileEnding: '4567',
          linkExpiresAt: '2026-03-18T10:00:00Z',
          message: MOTOR_CLAIM_MESSAGES.inspectionSent,
        }),
    });
    await fillGlassClaim(user);
    await user.click(screen.getByRole('button', { name: 'Submit claim' }));

    expect(await screen.findByRole('heading', { name: CLAIM_SUBMITTED_SUCCESSFULLY })).toBeInTheDocument();
    expect(screen.getByTestId('claim-number')).toHaveTextContent('CLM-2026-000042');
    expect(screen.getByRole('link', { name: 'View the claim' })).toHaveAttribute(
      'href',
      `/retail/motor/claims/${CLAIM_ID}`,
    );
    const request = upload.mock.calls[0]?.[0];
    expect(request?.url).toBe('/api/retail/motor/claims/claimSubmitWithDocuments');
    expect(request?.files.map((file) => file.field).sort()).toEqual(['damage_photo', 'glass_quote']);
    expect(JSON.parse(String(request?.fields[CLAIM_JSON_FIELD]))).toEqual({
      policyId: POLICY_ID,
      claimType: 'GLASS',
      incident_date: YESTERDAY,
      incident_time: '12:00',
      incident_address: '12 Jan Smuts Avenue',
      incident_suburb: 'Rosebank',
      incident_province: 'GP',
      incident_delay_reason: '',
      policeStation: '',
      sapsCaseNumber: '',
      policeReferenceNumber: '',
      policeOfficer: '',
      description: 'A stone cracked the windscreen on the highway',
      acceptTermsAndCondition: true,
      bankDetails: {
        bankName: 'fnb',
        accountHolderName: 'Thandi Nkosi',
        accountNumber: '62123456789',
        accountType: 'cheque',
      },
      amount: 350_000,
      claimInspectionPhoneNumber: '+27821234567',
    });

    const inspection = screen.getByRole('region', { name: 'Inspection of the damage' });
    // the submission texted the link (the reply names the number): the page says so, as people write it
    expect(inspection).toHaveTextContent('We texted the link to 082 123 4567. It works for 7 days.');
    expect(inspection).not.toHaveTextContent('Press ‘Text me the inspection link’');
    expect(callsTo('POST', INSPECTION_SMS)).toHaveLength(0);
    await user.click(within(inspection).getByRole('button', { name: 'Text me the link again' }));
    await waitFor(() => expect(callsTo('POST', INSPECTION_SMS)).toHaveLength(1));
    expect(callsTo('POST', INSPECTION_SMS)[0]?.body).toEqual({ claimId: CLAIM_ID });
    expect(
      await within(inspection).findByText(/We sent the inspection link to the number ending in 4567/),
    ).toBeInTheDocument();
    expectPlainText();
  }, 30_000);

  it('keeps everything typed when the claim is refused, with the server’s words on its field', async () => {
    upload.mockRejectedValueOnce(
      new UploadError('refused', 422, {
        error: {
          code: 'VALIDATION_FAILED',
          message: 'The date and time of the incident cannot be in the future',
          fields: { incident_time: MOTOR_CLAIM_MESSAGES.incidentInFuture },
        },
      }),
    );
    const { user } = openForm();
    await fillGlassClaim(user);
    await user.click(screen.getByRole('button', { name: 'Submit claim' }));
    await described('Time it happened', MOTOR_CLAIM_MESSAGES.incidentInFuture);
    // on its field, and as the problem under the form
    expect(
      within(screen.getByRole('form', { name: 'Motor claim' })).getAllByText(
        'The date and time of the incident cannot be in the future',
      ),
    ).toHaveLength(2);
    expect(field('Date it happened')).toHaveValue(YESTERDAY);
    expect(field('Street address where it happened')).toHaveValue('12 Jan Smuts Avenue');
    expect(field('Glass replacement quote amount')).toHaveValue('3500');
    expect(field('Account holder name')).toHaveValue('Thandi Nkosi');
    expect(screen.getByRole('radio', { name: 'Glass' })).toBeChecked();
    expect(screen.queryByRole('heading', { name: CLAIM_SUBMITTED_SUCCESSFULLY })).toBeNull();

    upload.mockRejectedValueOnce(new UploadError('Network error during upload', 0, undefined));
    await user.click(screen.getByRole('button', { name: 'Submit claim' }));
    expect(await screen.findAllByText('Uploading Documents failed')).not.toHaveLength(0);
    expect(field('Tell us what happened')).toHaveValue('A stone cracked the windscreen on the highway');
  }, 30_000);
});
