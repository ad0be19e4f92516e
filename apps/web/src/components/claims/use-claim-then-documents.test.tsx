import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorBody, mockFetch } from '../../test/mock-fetch';
import { renderWithApp } from '../../test/render';
import { uploadWithProgress, UploadError } from '../file-upload/upload-with-progress';
import type * as UploadModule from '../file-upload/upload-with-progress';
import {
  DOCUMENTS_NOT_UPLOADED,
  useClaimThenDocuments,
  type ClaimThenDocumentsOutcome,
  type CreatedClaim,
} from './use-claim-then-documents';

vi.mock('../file-upload/upload-with-progress', async (original) => ({
  ...(await original<typeof UploadModule>()),
  uploadWithProgress: vi.fn(),
}));

const upload = vi.mocked(uploadWithProgress);

afterEach(() => {
  vi.unstubAllGlobals();
  upload.mockReset();
});

const CLAIM = { claimId: 'claim-1', claimNumber: 'CLM-2026-000002' };
const FILES = { death_certificate: new File(['not a pdf'], 'certificate.pdf', { type: 'application/pdf' }) };

function Harness({
  submit,
  confirm,
  onDone,
}: {
  submit: () => Promise<{ data?: unknown; error?: unknown }>;
  confirm: () => Promise<{ data?: unknown; error?: unknown }>;
  onDone: (outcome: ClaimThenDocumentsOutcome<CreatedClaim>) => void;
}) {
  const { send } = useClaimThenDocuments<'death_certificate', CreatedClaim>({
    url: '/api/claims/uploadDocuments',
    audience: 'retail',
    submit,
    confirm,
  });
  return (
    <button type="button" onClick={() => void send({ policyId: 'p-1' }, FILES).then(onDone)}>
      Submit claim
    </button>
  );
}

describe('useClaimThenDocuments', () => {
  it('names the claim already made when a document is refused, and sends only the documents on a retry', async () => {
    mockFetch();
    upload.mockRejectedValueOnce(
      new UploadError('refused', 415, errorBody('UNSUPPORTED_MEDIA_TYPE', 'Only PDF, JPEG or PNG files')),
    );
    const submit = vi.fn(async () => ({ data: CLAIM }));
    const confirm = vi.fn(async () => ({ data: { ...CLAIM, message: 'claim submitted successfully' } }));
    const onDone = vi.fn();
    renderWithApp(<Harness submit={submit} confirm={confirm} onDone={onDone} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Submit claim' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(onDone.mock.calls[0]?.[0]).toEqual({
      ok: false,
      problem: `Your claim CLM-2026-000002 is made. ${DOCUMENTS_NOT_UPLOADED}`,
    });
    expect(confirm).not.toHaveBeenCalled();

    upload.mockResolvedValueOnce({ ok: true });
    await user.click(screen.getByRole('button', { name: 'Submit claim' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(2));
    expect(onDone.mock.calls[1]?.[0]).toMatchObject({ ok: true, reply: { claimNumber: CLAIM.claimNumber } });
    expect(submit).toHaveBeenCalledTimes(1);
  });
});
