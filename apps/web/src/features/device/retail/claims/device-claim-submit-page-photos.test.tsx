import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { saDay } from '@cover/domain';
import {
  prepareDocumentPhoto,
  type PreparedDocument,
} from '../../../../components/file-upload/prepare-document';
import {
  uploadWithProgress,
  type UploadRequest,
} from '../../../../components/file-upload/upload-with-progress';
import type * as UploadModule from '../../../../components/file-upload/upload-with-progress';
import { POLICY_ID } from '../../../../components/policies/test-records';
import { json, mockFetch } from '../../../../test/mock-fetch';
import { renderWithApp } from '../../../../test/render';
import { DEVICE_API, devicePolicy } from '../../shared/policies/test-device-policy';
import { RetailDeviceClaimSubmitPage } from './device-claim-submit-page';

// A claim sent while a photo of it is still being made smaller (the shared upload field, prepare-document.ts)
// waits for it: it neither goes without it nor asks for a document the customer chose. The preparation
// needs a canvas, which jsdom lacks: mocked here, finished when the test likes.
vi.mock('../../../../components/file-upload/prepare-document', () => ({ prepareDocumentPhoto: vi.fn() }));
vi.mock('../../../../components/file-upload/upload-with-progress', async (original) => ({
  ...(await original<typeof UploadModule>()),
  uploadWithProgress: vi.fn(),
}));
const prepare = vi.mocked(prepareDocumentPhoto);
const upload = vi.mocked(uploadWithProgress);

beforeEach(() => {
  // A browser that can decode photos (jsdom has no createImageBitmap).
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(async () => {
      throw new Error('not used: the preparation is mocked');
    }),
  );
  upload.mockImplementation(async (request: UploadRequest) => {
    request.onProgress?.(1);
    return {
      claimId: 'c-new',
      claimNumber: 'CLM-2026-000008',
      message: 'claim submitted successfully',
      coverStatus: 'ACTIVE',
      requiredDocuments: [],
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
});

afterEach(() => {
  vi.unstubAllGlobals();
  prepare.mockReset();
  upload.mockReset();
});

const POLICIES = `GET ${DEVICE_API.retail}/policy/getPolicy`;
const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });
/** A phone's WebP photo: the server does not take it as it is, so the page has no file until it is a JPEG. */
const webp = (name: string) => new File([new Uint8Array(2_000_000)], name, { type: 'image/webp' });
const jpeg = (name: string) => new File([new Uint8Array(600_000)], name, { type: 'image/jpeg' });
const documentField = (title: RegExp) => screen.getByLabelText(title, { selector: 'input[type=file]' });

/** A preparation the test finishes when it likes. */
function pendingPreparation() {
  let finish: (result: PreparedDocument) => void = () => undefined;
  prepare.mockImplementationOnce(
    () =>
      new Promise<PreparedDocument>((resolve) => {
        finish = resolve;
      }),
  );
  return (result: PreparedDocument) => finish(result);
}

async function openForm(claimType: string) {
  mockFetch({ [POLICIES]: () => json(200, { data: [devicePolicy()] }) });
  renderWithApp(
    <Routes>
      <Route path="/retail/device/claims/new" element={<RetailDeviceClaimSubmitPage />} />
    </Routes>,
    { path: `/retail/device/claims/new?policyId=${POLICY_ID}` },
  );
  // The button is disabled while a photo is prepared: pressing it is what a customer would do.
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  await user.click(await screen.findByRole('radio', { name: claimType }));
  await user.type(screen.getByLabelText(/^Date it happened/), saDay(new Date()));
  await user.type(screen.getByLabelText(/^Tell us what happened/), 'The phone fell and the screen cracked');
  // paid into another account than the one the premiums come from
  await user.click(screen.getByRole('button', { name: 'Pay into another account' }));
  await user.selectOptions(screen.getByLabelText(/^Bank/), 'capitec');
  await user.clear(screen.getByLabelText(/^Account holder name/));
  await user.type(screen.getByLabelText(/^Account holder name/), 'Lerato Mokoena');
  await user.type(screen.getByLabelText(/^Account number/), '1234567890');
  await user.selectOptions(screen.getByLabelText(/^Account type/), 'savings');
  return user;
}

/** The files of the one claim sent, by document kind. */
function sentFiles() {
  expect(upload).toHaveBeenCalledTimes(1);
  return Object.fromEntries(upload.mock.calls[0]?.[0].files.map(({ field, file }) => [field, file]) ?? []);
}

describe('RetailDeviceClaimSubmitPage with a photo still being prepared', () => {
  it('does not ask for a required photo being prepared, sends nothing meanwhile, then sends it', async () => {
    const user = await openForm('Screen damage');
    await user.type(screen.getByLabelText(/^Repair quote amount/), '1200');
    const submit = screen.getByRole('button', { name: 'Submit claim' });
    const finish = pendingPreparation();
    await user.upload(documentField(/Photo of the damage/), webp('IMG_0001.webp'));
    await user.upload(documentField(/Repair quote \(/), pdf('quote.pdf'));
    await screen.findByText('Preparing IMG_0001.webp…');

    await user.click(submit);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(documentField(/Photo of the damage/)).not.toHaveAccessibleDescription(
      expect.stringContaining('Please add this document'),
    );
    expect(upload).not.toHaveBeenCalled();
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleName('Preparing your photo…');

    const photo = jpeg('IMG_0001.jpg');
    finish({ ok: true, file: photo });
    await waitFor(() => expect(submit).toHaveAccessibleName('Submit claim'));
    await user.click(submit);

    expect(await screen.findByTestId('claim-number')).toHaveTextContent('CLM-2026-000008');
    const files = sentFiles();
    expect(files.damage_photo).toBe(photo);
    expect(files.repair_quote?.name).toBe('quote.pdf');
  }, 30_000);

  it('keeps every document when two photos are ready in the same moment', async () => {
    const user = await openForm('Screen damage');
    await user.type(screen.getByLabelText(/^Repair quote amount/), '1200');
    const finishPhoto = pendingPreparation();
    const finishQuote = pendingPreparation();
    await user.upload(documentField(/Photo of the damage/), webp('IMG_0001.webp'));
    await user.upload(documentField(/Repair quote \(/), webp('quote.webp'));
    await screen.findByText('Preparing quote.webp…');
    const submit = screen.getByRole('button', { name: 'Preparing your photos…' });

    const photo = jpeg('IMG_0001.jpg');
    const quote = jpeg('quote.jpg');
    finishPhoto({ ok: true, file: photo });
    finishQuote({ ok: true, file: quote });
    await waitFor(() => expect(submit).toHaveAccessibleName('Submit claim'));
    await user.click(submit);

    expect(await screen.findByTestId('claim-number')).toHaveTextContent('CLM-2026-000008');
    const files = sentFiles();
    expect(files.damage_photo).toBe(photo);
    expect(files.repair_quote).toBe(quote);
  }, 30_000);

  it('does not leave out an optional photo being prepared: the claim goes with it once it is ready', async () => {
    const user = await openForm('Lost or stolen device');
    await user.type(screen.getByLabelText(/^SAPS case number/), 'CAS 123/11/2026');
    await user.type(screen.getByLabelText(/^Police station/), 'Sandton');
    await user.upload(documentField(/Sworn affidavit/), pdf('affidavit.pdf'));
    const submit = screen.getByRole('button', { name: 'Submit claim' });
    const finish = pendingPreparation();
    await user.upload(documentField(/SAPS case slip/), webp('case-slip.webp'));
    await screen.findByText('Preparing case-slip.webp…');

    await user.click(submit);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(upload).not.toHaveBeenCalled();
    expect(submit).toHaveAccessibleName('Preparing your photo…');

    const slip = jpeg('case-slip.jpg');
    finish({ ok: true, file: slip });
    await waitFor(() => expect(submit).toHaveAccessibleName('Submit claim'));
    await user.click(submit);

    expect(await screen.findByTestId('claim-number')).toHaveTextContent('CLM-2026-000008');
    const files = sentFiles();
    expect(files.saps_case_slip).toBe(slip);
    expect(files.affidavit?.name).toBe('affidavit.pdf');
  }, 30_000);
});
