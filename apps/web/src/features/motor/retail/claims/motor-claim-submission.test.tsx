/** The retail motor claim sent with its documents: the answer, the inspection link, and a refusal kept on the form. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { CLAIM_JSON_FIELD, CLAIM_SUBMITTED_SUCCESSFULLY } from '@cover/domain';
import { MOTOR_CLAIM_MESSAGES, type MotorClaimSubmitReply } from '@cover/domain/motor';
import { UploadError, type UploadRequest } from '../../../../components/file-upload/upload-with-progress';
import type * as UploadModule from '../../../../components/file-upload/upload-with-progress';
import { POLICY_ID } from '../../../../components/policies/test-records';
import { json } from '../../../../test/mock-fetch';
import { expectPlainText } from '../../../../test/plain-text';
import { CLAIM_ID, MOTOR_API } from '../../shared/policies/test-motor-policy';
import {
  described,
  field,
  fillGlassClaim,
  openForm,
  resetClaimForm,
  upload,
  YESTERDAY,
} from './testing/claim-form';

vi.mock('../../../../components/file-upload/upload-with-progress', async (original) => ({
  ...(await original<typeof UploadModule>()),
  uploadWithProgress: vi.fn(),
}));

afterEach(resetClaimForm);

const INSPECTION_SMS = `${MOTOR_API.retail}/claims/sendClaimInspectionSms`;

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

// Each test fills a long form key by key in jsdom: tens of seconds on a busy two-core machine, the first one
// loading the page as well.
describe('RetailMotorClaimSubmitPage sending the claim', { timeout: 60_000 }, () => {
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
    // the claim in words, not the type's bare label ('Glass for the …': QA walk 12, finding 12)
    expect(screen.getByText(/^Glass damage to the Toyota Corolla 2021 \(CA 123-456\)\./)).toBeInTheDocument();
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
  });

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
  });
});
