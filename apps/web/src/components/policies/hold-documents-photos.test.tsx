import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HOLD_DOCUMENT_KIND } from '@cover/domain';
import { prepareDocumentPhoto, type PreparedDocument } from '../file-upload/prepare-document';
import { uploadWithProgress } from '../file-upload/upload-with-progress';
import type * as UploadModule from '../file-upload/upload-with-progress';
import { mockFetch } from '../../test/mock-fetch';
import { renderWithApp } from '../../test/render';
import { ApplicationRow } from './applications-section';

// The photo preparation needs a canvas, which jsdom lacks (its decisions: prepare-document.test.ts); the
// upload is the XHR call, answered here.
vi.mock('../file-upload/prepare-document', () => ({ prepareDocumentPhoto: vi.fn() }));
vi.mock('../file-upload/upload-with-progress', async (original) => ({
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
});

afterEach(() => {
  vi.unstubAllGlobals();
  prepare.mockReset();
  upload.mockReset();
});

const held = {
  applicationId: 'app-1',
  applicationNumber: 'APP-2026-000001',
  status: 'PENDING',
  statusDisplayValue: 'Pending',
  recentlyUpdated: true,
  underwritingStatus: 'OnHold',
  underwritingReason: 'Please upload the till slip or invoice that shows the price you paid for the phone.',
};

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

describe('documents for an application on hold, with a photo still being prepared', () => {
  it('does not send without the photo nor ask for it again; once it is ready, sends it', async () => {
    mockFetch();
    upload.mockResolvedValue({ ...held, underwritingStatus: 'Pending' });
    const onSent = vi.fn();
    renderWithApp(
      <ApplicationRow
        application={held}
        label="Application for the Samsung Galaxy Z Fold7"
        title="Device cover · Samsung Galaxy Z Fold7"
        detail="R 1 000 a month"
        holdDocuments={{
          url: '/api/retail/device/application/sendHoldDocuments',
          audience: 'retail',
          onSent,
        }}
      />,
    );
    const form = screen.getByRole('form', {
      name: 'Send the documents for the application for the Samsung Galaxy Z Fold7',
    });
    const send = screen.getByRole('button', { name: 'Send document' });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const finish = pendingPreparation();
    // A WebP the server does not take as it is: the page has no file for it until it is a JPEG.
    const photo = new File([new Uint8Array(2_000_000)], 'till-slip.webp', { type: 'image/webp' });
    await user.upload(screen.getByLabelText(HOLD_DOCUMENT_KIND.label, { exact: false }), photo);
    await screen.findByText('Preparing till-slip.webp…');

    await user.click(send);
    expect(form).not.toHaveTextContent('Please choose the document to send.');
    expect(upload).not.toHaveBeenCalled();
    // The button says why it waits.
    expect(send).toBeDisabled();
    expect(send).toHaveAccessibleName('Preparing your photo…');

    const jpeg = new File([new Uint8Array(600_000)], 'till-slip.jpg', { type: 'image/jpeg' });
    finish({ ok: true, file: jpeg });
    await waitFor(() => expect(send).toHaveAccessibleName('Send document'));
    expect(send).toBeEnabled();
    await user.click(send);

    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
    expect(upload).toHaveBeenCalledTimes(1);
    const request = upload.mock.calls[0]?.[0];
    expect(request?.url).toBe('/api/retail/device/application/sendHoldDocuments');
    expect(request?.fields).toEqual({ applicationId: 'app-1', kind: HOLD_DOCUMENT_KIND.value });
    expect(request?.files).toHaveLength(1);
    expect(request?.files[0]?.file).toBe(jpeg);
    expect(form).not.toHaveTextContent('Please choose the document to send.');
  });
});
