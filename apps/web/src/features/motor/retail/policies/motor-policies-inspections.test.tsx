/** The vehicle inspections on the retail motor policies page: their status, the photo link sent again, removal. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CLAIM_INSPECTION_CANCELLED_TEXT,
  CLAIM_INSPECTION_PHOTO_KINDS,
  PRE_INSPECTION_CANCELLED_TEXT,
  PRE_INSPECTION_MESSAGES,
} from '@cover/domain/motor';
import { announced } from '../../../../components/policies/test-records';
import { json, refusal } from '../../../../test/mock-fetch';
import { expectPlainText } from '../../../../test/plain-text';
import { MOTOR_API, NEW_INSPECTION_ID } from '../../shared/policies/test-motor-policy';
import { preInspection } from '../../shared/policies/test-motor-claim';
import { answer, BY_ID_NUMBER, BY_VIN, open } from './testing/policies-page';

afterEach(() => vi.unstubAllGlobals());

const SEND_SMS = `${MOTOR_API.retail}/claims/sendInspectionSms`;
const REMOVE = `${MOTOR_API.retail}/preinspections/removePreinspectionByPreinspectionId`;

describe('RetailMotorPoliciesPage inspections', () => {
  it('lists the vehicle inspections with their status and why one was not approved', async () => {
    answer({
      inspections: [
        preInspection(),
        preInspection({
          preInspectionId: 'a0a0a0a0-b1b1-4c2c-8d3d-e4e4e4e4e4e4',
          make: 'Ford',
          model: 'Ranger',
          registrationNo: 'ND 1-2',
          assessmentStatus: 'REJECTED',
          rejectionReason: 'The licence disc photo is blurred.',
        }),
      ],
    });
    open();

    const approved = await screen.findByRole('article', {
      name: 'Inspection of the Mazda CX-5 (GP 55 XY GP)',
    });
    expect(within(approved).getByText('Approved')).toBeInTheDocument();
    expect(approved).toHaveTextContent('7 of 7 photos taken');
    expect(approved).toHaveTextContent('to the number ending in 4567');
    expect(within(approved).queryByRole('button', { name: /Send the photo link again/ })).toBeNull();

    const rejected = screen.getByRole('article', { name: 'Inspection of the Ford Ranger (ND 1-2)' });
    expect(within(rejected).getByText('Not approved')).toBeInTheDocument();
    expect(rejected).toHaveTextContent(
      'Not approved: The licence disc photo is blurred. Take the photos again from the link.',
    );
    expect(
      within(rejected).getByRole('button', { name: 'Send the photo link again: Ford Ranger (ND 1-2)' }),
    ).toBeInTheDocument();
    expectPlainText();
  });

  it("counts a claim inspection's photos out of the eight it asks for, not a pre-inspection's seven", async () => {
    answer({
      inspections: [
        preInspection({
          assessmentType: 'CLAIM_SUBMISSION',
          assessmentStatus: 'AWAITING_PHOTOS',
          photos: CLAIM_INSPECTION_PHOTO_KINDS.map((kind, index) => ({
            kind,
            status: index < 3 ? 'uploaded' : 'missing',
            previewUrl: null,
          })),
        }),
      ],
    });
    open();

    const inspection = await screen.findByRole('article', {
      name: 'Inspection of the Mazda CX-5 (GP 55 XY GP)',
    });
    expect(inspection).toHaveTextContent('3 of 8 photos taken');
  });

  it('an inspection closed with its declined application reads “No longer needed”, with no link to send (QA ops 3)', async () => {
    answer({
      inspections: [
        preInspection({
          assessmentStatus: 'CANCELLED',
          linkExpiresAt: null,
          photos: preInspection().photos.map((photo) => ({ ...photo, status: 'missing', previewUrl: null })),
        }),
      ],
    });
    open();
    const closed = await screen.findByRole('article', { name: 'Inspection of the Mazda CX-5 (GP 55 XY GP)' });
    expect(within(closed).getByText('No longer needed')).toBeInTheDocument();
    expect(closed).toHaveTextContent(PRE_INSPECTION_CANCELLED_TEXT);
    expect(closed).not.toHaveTextContent('Waiting for photos');
    expect(within(closed).queryByRole('button', { name: /Send the photo link again/ })).toBeNull();
  });

  it('a claim inspection closed with its repudiated claim says so, not that an application went', async () => {
    answer({
      inspections: [
        preInspection({
          assessmentType: 'CLAIM_SUBMISSION',
          assessmentStatus: 'CANCELLED',
          linkExpiresAt: null,
          photos: CLAIM_INSPECTION_PHOTO_KINDS.map((kind) => ({ kind, status: 'missing', previewUrl: null })),
        }),
      ],
    });
    open();
    const closed = await screen.findByRole('article', { name: 'Inspection of the Mazda CX-5 (GP 55 XY GP)' });
    expect(within(closed).getByText('No longer needed')).toBeInTheDocument();
    expect(closed).toHaveTextContent(CLAIM_INSPECTION_CANCELLED_TEXT);
    expect(closed).not.toHaveTextContent('application');
  });

  it('sends the first photo link to the number given, in +27 form', async () => {
    const { callsTo } = answer({
      inspections: [
        preInspection({ assessmentStatus: 'AWAITING_PHOTOS', smsSentAt: null, mobileEnding: null }),
      ],
      routes: {
        [`POST ${SEND_SMS}`]: () =>
          json(200, {
            preInspectionId: NEW_INSPECTION_ID,
            mobileEnding: '4567',
            linkExpiresAt: '2025-02-08T08:00:00Z',
          }),
      },
    });
    open();
    const card = await screen.findByRole('article', { name: 'Inspection of the Mazda CX-5 (GP 55 XY GP)' });
    expect(card).toHaveTextContent('No photo link has been sent yet.');
    const user = userEvent.setup();
    await user.click(
      within(card).getByRole('button', { name: 'Send the photo link: Mazda CX-5 (GP 55 XY GP)' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Send the photo link' });
    await user.click(within(dialog).getByRole('button', { name: 'Send the link' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/^Mobile number/)).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(callsTo('POST', SEND_SMS)).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/^Mobile number/), '082 123 4567');
    await user.click(within(dialog).getByRole('button', { name: 'Send the link' }));
    await waitFor(() => expect(callsTo('POST', SEND_SMS)).toHaveLength(1));
    expect(callsTo('POST', SEND_SMS)[0]?.body).toEqual({
      preInspectionId: NEW_INSPECTION_ID,
      mobile: '+27821234567',
    });
    await announced('We sent the photo link to the number ending in 4567');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expectPlainText();
  });

  it('keeps the dialog and the number typed when the SMS is refused, with the server’s words', async () => {
    const { callsTo } = answer({
      inspections: [preInspection({ assessmentStatus: 'AWAITING_PHOTOS' })],
      routes: {
        [`POST ${SEND_SMS}`]: () =>
          refusal(422, 'VALIDATION_FAILED', 'This number cannot receive SMS', {
            mobile: 'Please use a mobile number',
          }),
      },
    });
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Send the photo link again/ }));
    const dialog = screen.getByRole('dialog', { name: 'Send the photo link again' });
    await user.type(within(dialog).getByLabelText(/^Mobile number/), '0821234567');
    await user.click(within(dialog).getByRole('button', { name: 'Send the link' }));
    await waitFor(() => expect(callsTo('POST', SEND_SMS)).toHaveLength(1));
    expect(await within(dialog).findByText('This number cannot receive SMS')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Mobile number/)).toHaveAccessibleDescription(
      'Please use a mobile number',
    );
    expect(within(dialog).getByLabelText(/^Mobile number/)).toHaveValue('082 123 4567');
  });

  it('removes an inspection after asking, and lists one vehicle’s inspections by its VIN', async () => {
    const { callsTo, calls } = answer({
      inspections: [preInspection()],
      routes: {
        [`POST ${REMOVE}`]: () =>
          json(200, {
            preInspection: preInspection({ isDeleted: true }),
            message: 'The inspection is removed',
          }),
      },
    });
    open();
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Remove the inspection of the Mazda CX-5 (GP 55 XY GP)' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Remove this inspection?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(callsTo('POST', REMOVE)).toHaveLength(1));
    expect(callsTo('POST', REMOVE)[0]?.body).toEqual({ preInspectionId: NEW_INSPECTION_ID });
    await announced('The inspection is removed');

    await user.selectOptions(screen.getByLabelText('Inspection type'), 'CLAIM_SUBMISSION');
    await user.click(screen.getByRole('checkbox', { name: 'Removed inspections' }));
    await waitFor(() =>
      expect(
        calls.some(
          (call) =>
            call.path === BY_ID_NUMBER &&
            call.query.get('assessmentType') === 'CLAIM_SUBMISSION' &&
            call.query.get('isDeleted') === 'true' &&
            call.query.get('limit') === '20',
        ),
      ).toBe(true),
    );
    await user.type(screen.getByLabelText('Find by VIN'), 'jmzkf6w7a0012345');
    expect(await screen.findByText(PRE_INSPECTION_MESSAGES.vin)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Find by VIN'), '6');
    await waitFor(() =>
      expect(callsTo('GET', BY_VIN).some((call) => call.query.get('vinNumber') === 'JMZKF6W7A00123456')).toBe(
        true,
      ),
    );
  });
});
