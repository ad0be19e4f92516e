import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UPLOADING_DOCUMENTS_FAILED } from '@cover/domain';
import { errorBody, mockFetch } from '../../test/mock-fetch';
import { renderWithApp } from '../../test/render';
import { uploadWithProgress, UploadError, type UploadRequest } from '../file-upload/upload-with-progress';
import type * as UploadModule from '../file-upload/upload-with-progress';
import { useDocumentUploads } from './use-document-uploads';

vi.mock('../file-upload/upload-with-progress', async (original) => ({
  ...(await original<typeof UploadModule>()),
  uploadWithProgress: vi.fn(),
}));

const upload = vi.mocked(uploadWithProgress);

afterEach(() => {
  vi.unstubAllGlobals();
  upload.mockReset();
});

const FILES = {
  receipt: new File(['r'], 'receipt.pdf', { type: 'application/pdf' }),
  photo: new File(['p'], 'photo.png', { type: 'image/png' }),
};

function Harness({ onDone }: { onDone: (ok: boolean) => void }) {
  const { uploads, uploadAll } = useDocumentUploads<'receipt' | 'photo'>({
    url: '/api/claims/uploadDocuments',
    audience: 'retail',
  });
  return (
    <>
      <button type="button" onClick={() => void uploadAll('claim-1', FILES).then(onDone)}>
        Upload
      </button>
      <ul>
        {Object.entries(uploads).map(([kind, state]) => (
          <li
            key={kind}
          >{`${kind}: ${state?.status ?? ''} ${state?.progress ?? 0} ${state?.error ?? ''}`}</li>
        ))}
      </ul>
    </>
  );
}

describe('useDocumentUploads', () => {
  it('uploads each file to the route with the claim and kind, following its progress', async () => {
    mockFetch();
    upload.mockImplementation(async (request: UploadRequest) => {
      request.onProgress?.(0.5);
      return { ok: true };
    });
    const onDone = vi.fn();
    renderWithApp(<Harness onDone={onDone} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(true));
    expect(screen.getByText('receipt: done 1')).toBeInTheDocument();
    expect(screen.getByText('photo: done 1')).toBeInTheDocument();
    expect(upload).toHaveBeenCalledTimes(2);
    const first = upload.mock.calls[0]?.[0];
    expect(first?.url).toBe('/api/claims/uploadDocuments');
    expect(first?.fields).toEqual({ claimId: 'claim-1', kind: 'receipt' });
    expect(first?.files).toEqual([{ field: 'file', file: FILES.receipt }]);
    expect(first?.headers?.['idempotency-key']).toBeTruthy();
  });

  it('shows the server’s reason for a refused file, carries on with the others, and retries only the failed one', async () => {
    mockFetch();
    upload.mockImplementation(async (request: UploadRequest) => {
      if (request.fields.kind === 'receipt' && upload.mock.calls.length === 1)
        throw new UploadError('refused', 422, errorBody('BAD_FILE', 'The file is unreadable'));
      return { ok: true };
    });
    const onDone = vi.fn();
    renderWithApp(<Harness onDone={onDone} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(false));
    expect(
      screen.getByText(`receipt: failed 0 ${UPLOADING_DOCUMENTS_FAILED}: The file is unreadable`),
    ).toBeInTheDocument();
    expect(screen.getByText('photo: done 1')).toBeInTheDocument();
    expect(await screen.findByTestId('notification-alert')).toHaveTextContent(UPLOADING_DOCUMENTS_FAILED);

    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(onDone).toHaveBeenLastCalledWith(true));
    expect(upload).toHaveBeenCalledTimes(3);
    expect(upload.mock.calls[2]?.[0].fields.kind).toBe('receipt');
    expect(screen.getByText('receipt: done 1')).toBeInTheDocument();
  });

  it('says only that the upload failed when the connection drops', async () => {
    mockFetch();
    upload.mockRejectedValue(new UploadError('Network error during upload', 0, undefined));
    const onDone = vi.fn();
    renderWithApp(<Harness onDone={onDone} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(false));
    expect(screen.getByText(`receipt: failed 0 ${UPLOADING_DOCUMENTS_FAILED}`)).toBeInTheDocument();
  });
});
