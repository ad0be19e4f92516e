import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { MOTOR_PATHS, type MotorApplication } from '@cover/domain/motor';
import type { AppStore } from '../../../../app/store';
import { fakeXhr, type FakeUpload } from '../../../../test/fake-upload';
import { json, mockFetch, refusal } from '../../../../test/mock-fetch';
import { inspectionKey } from './registration-payloads';
import { motorRegistrationActions } from './registration-slice';
import { initialMotorValues } from './registration-types';
import { CHOOSE_AGAIN_INTRO, chooseAgain } from './step-submit';
import {
  APPLICATION_ID,
  PRE_INSPECTION_ID,
  READY,
  draftOf,
  motorApplication,
  prepareDraft,
  withQuote,
} from './testing/purchase-fixtures';
import { renderWizard } from './testing/render-wizard';

afterEach(() => vi.unstubAllGlobals());

const retail = MOTOR_PATHS.retail;
const values = { ...initialMotorValues(), ...READY };

/** The last step of a draft whose quote and inspection are done, every earlier step answered. */
const atLastStep = (s: AppStore) => {
  prepareDraft(s, { ...READY, inspectionMobile: '+27821234567' }, 6);
  withQuote(s);
  s.dispatch(
    motorRegistrationActions.preInspectionSaved({
      preInspectionId: PRE_INSPECTION_ID,
      key: inspectionKey(values.vehicle),
      mobileEnding: '4567',
      linkExpiresAt: '2026-11-27T08:00:00.000Z',
    }),
  );
};

/** A reload: what was saved is written out, the page goes, and a new store restores the saved copy. */
async function reload(wizard: Awaited<ReturnType<typeof renderWizard>>) {
  await (await wizard.startPersistence()).flush();
  cleanup();
  return renderWizard(() => undefined);
}

const licenceDocument: MotorApplication['documents'][number] = {
  id: '8d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  name: 'licence-both-sides.pdf',
  type: 'drivers_licence',
  url: '/api/retail/motor/documents/8d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d/download',
  description: null,
  contentType: 'application/pdf',
  sizeBytes: 2048,
  size: '2 KB',
  createdAt: '2026-11-20T08:05:00.000Z',
};

describe('motor registration wizard: the last step’s documents through a reload', () => {
  it('names the file chosen before a reload and asks for it again, instead of losing it silently', async () => {
    mockFetch({});
    const wizard = await renderWizard(atLastStep);
    const form = await screen.findByRole('form', { name: 'Documents and declaration' });
    await wizard.user.upload(
      within(form).getByLabelText(/driver’s licence/i),
      new File(['%PDF-1.4 licence'], 'licence-both-sides.pdf', { type: 'application/pdf' }),
    );
    expect(screen.queryByText(new RegExp(CHOOSE_AGAIN_INTRO.slice(0, 30)))).not.toBeInTheDocument();
    // the name is kept in the draft, never the file
    expect(draftOf(wizard.store).chosenDocuments).toEqual({ drivers_licence: 'licence-both-sides.pdf' });

    const again = await reload(wizard);
    const restored = await screen.findByRole('form', { name: 'Documents and declaration' });
    const warning = await screen.findByText(new RegExp(CHOOSE_AGAIN_INTRO.slice(0, 30)));
    expect(warning).toHaveTextContent(
      `${CHOOSE_AGAIN_INTRO} Driver’s licence (both sides): licence-both-sides.pdf.`,
    );
    expect(within(restored).getByText(chooseAgain('licence-both-sides.pdf'))).toBeInTheDocument();

    await again.user.upload(
      within(restored).getByLabelText(/driver’s licence/i),
      new File(['%PDF-1.4 licence'], 'licence-both-sides.pdf', { type: 'application/pdf' }),
    );
    await waitFor(() =>
      expect(screen.queryByText(new RegExp(CHOOSE_AGAIN_INTRO.slice(0, 30)))).not.toBeInTheDocument(),
    );
    expect(screen.queryByText(chooseAgain('licence-both-sides.pdf'))).not.toBeInTheDocument();
  }, 60_000);

  it('keeps a document already sent by its name through a reload, and does not ask for it again', async () => {
    const sent = motorApplication({ documentsOutstanding: [], documents: [licenceDocument] });
    mockFetch({
      [`POST ${retail.createApplication.path}`]: () =>
        json(201, { application: motorApplication(), policy: null, message: 'Application received' }),
      [`GET ${retail.getApplicationbyApplicationId.path}`]: () => json(200, motorApplication()),
      [`POST ${retail.applicationDeclaration.path}`]: () =>
        refusal(503, 'UNAVAILABLE', 'The service is temporarily unavailable. Please try again shortly.'),
    });
    const uploads: FakeUpload[] = [];
    vi.stubGlobal('XMLHttpRequest', fakeXhr(uploads));
    const wizard = await renderWizard(atLastStep);
    const form = await screen.findByRole('form', { name: 'Documents and declaration' });
    await wizard.user.upload(
      within(form).getByLabelText(/driver’s licence/i),
      new File(['%PDF-1.4 licence'], 'licence-both-sides.pdf', { type: 'application/pdf' }),
    );
    for (const box of within(form).getAllByRole('checkbox')) await wizard.user.click(box);
    await wizard.user.click(screen.getByRole('button', { name: 'Submit my application' }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    act(() => uploads[0]?.finish(201, sent));
    expect(
      await screen.findByText('The service is temporarily unavailable. Please try again shortly.'),
    ).toBeInTheDocument();
    expect(draftOf(wizard.store).application).toMatchObject({
      applicationId: APPLICATION_ID,
      documentsOutstanding: [],
      documents: [
        { documentId: licenceDocument.id, name: 'licence-both-sides.pdf', kind: 'drivers_licence' },
      ],
    });
    expect(draftOf(wizard.store).chosenDocuments).toEqual({});

    // After the reload the application cannot be read at once: the draft still names what it holds.
    vi.unstubAllGlobals();
    mockFetch({
      [`GET ${retail.getApplicationbyApplicationId.path}`]: () => new Promise<Response>(() => undefined),
    });
    await reload(wizard);
    await screen.findByRole('form', { name: 'Documents and declaration' });
    expect(
      await screen.findByText('Received: Driver’s licence (both sides) (licence-both-sides.pdf).'),
    ).toBeInTheDocument();
    expect(screen.queryByText(new RegExp(CHOOSE_AGAIN_INTRO.slice(0, 30)))).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/driver’s licence/i)).not.toBeInTheDocument();
  }, 60_000);
});
