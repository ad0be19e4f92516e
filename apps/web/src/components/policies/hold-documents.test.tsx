import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HOLD_DOCUMENT_KIND, MAX_FILES_PER_UPLOAD } from '@cover/domain';
import { fakeXhr, type FakeUpload } from '../../test/fake-upload';
import { mockFetch } from '../../test/mock-fetch';
import { renderWithApp } from '../../test/render';
import { ApplicationRow } from './applications-section';
import { UnderwritingNote } from './underwriting-note';

afterEach(() => vi.unstubAllGlobals());

const REASON = 'Please upload the till slip or invoice that shows the price you paid for the phone.';
const held = {
  applicationId: 'app-1',
  applicationNumber: 'APP-2026-000001',
  status: 'PENDING',
  statusDisplayValue: 'Pending',
  recentlyUpdated: true,
  underwritingStatus: 'OnHold',
  underwritingReason: REASON,
};
const pdf = new File(['%PDF-1.4'], 'till-slip.pdf', { type: 'application/pdf' });

/** The held application's row, its answer sent to the device line's call; uploads recorded in `uploads`. */
function renderHeld() {
  mockFetch();
  const uploads: FakeUpload[] = [];
  vi.stubGlobal('XMLHttpRequest', fakeXhr(uploads));
  const onSent = vi.fn();
  renderWithApp(
    <ApplicationRow
      application={held}
      label="Application for the Samsung Galaxy Z Fold7"
      title="Device cover · Samsung Galaxy Z Fold7"
      detail="R 1 000 a month"
      holdDocuments={{ url: '/api/retail/device/application/sendHoldDocuments', audience: 'retail', onSent }}
    />,
  );
  return { uploads, onSent, user: userEvent.setup() };
}

describe('documents for an application on hold', () => {
  it('shows what is needed and sends the chosen file to the line’s call, then reloads', async () => {
    const { uploads, onSent, user } = renderHeld();
    expect(
      screen.getByText(`Your application is on hold. Our underwriter wrote: ${REASON}`),
    ).toBeInTheDocument();
    const form = screen.getByRole('form', {
      name: 'Send the documents for the application for the Samsung Galaxy Z Fold7',
    });
    // nothing chosen yet: said, nothing sent
    await user.click(screen.getByRole('button', { name: 'Send document' }));
    expect(form).toHaveTextContent('Please choose the document to send.');
    expect(uploads).toHaveLength(0);

    await user.upload(screen.getByLabelText(HOLD_DOCUMENT_KIND.label, { exact: false }), pdf);
    await user.click(screen.getByRole('button', { name: 'Send document' }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0]?.fields).toEqual({ applicationId: 'app-1', kind: HOLD_DOCUMENT_KIND.value });
    act(() => uploads[0]?.finish(201, { ...held, underwritingStatus: 'Pending' }));
    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
  });

  it('sends every page or photo asked for in one upload, as the second would find it no longer on hold (QA walk 16 no. 10)', async () => {
    const { uploads, onSent, user } = renderHeld();
    // another slot is offered once the first has its file
    expect(screen.queryByRole('button', { name: 'Add another page or photo' })).not.toBeInTheDocument();
    await user.upload(screen.getByLabelText(HOLD_DOCUMENT_KIND.label, { exact: false }), pdf);
    await user.click(screen.getByRole('button', { name: 'Add another page or photo' }));
    expect(screen.queryByRole('button', { name: 'Add another page or photo' })).not.toBeInTheDocument();
    const back = new File(['%PDF-1.4'], 'back.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('Another page or photo (2)', { exact: false }), back);
    await user.click(screen.getByRole('button', { name: 'Send 2 files' }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0]).toMatchObject({
      fields: { applicationId: 'app-1', kind: HOLD_DOCUMENT_KIND.value },
      files: ['till-slip.pdf', 'back.pdf'],
    });
    act(() => uploads[0]?.finish(201, { ...held, underwritingStatus: 'Pending' }));
    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
  });

  it('takes an added page or photo away with its slot, the others kept and numbered again', async () => {
    const { uploads, user } = renderHeld();
    await user.upload(screen.getByLabelText(HOLD_DOCUMENT_KIND.label, { exact: false }), pdf);
    for (const [slot, name] of [
      [2, 'second.pdf'],
      [3, 'third.pdf'],
    ] as const) {
      await user.click(screen.getByRole('button', { name: 'Add another page or photo' }));
      await user.upload(
        screen.getByLabelText(`Another page or photo (${slot})`, { exact: false }),
        new File(['%PDF-1.4'], name, { type: 'application/pdf' }),
      );
    }
    await user.click(screen.getByRole('button', { name: 'Remove second.pdf' }));
    expect(screen.queryByText(/second\.pdf/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Another page or photo (3)', { exact: false })).not.toBeInTheDocument();
    expect(screen.getByText(/third\.pdf/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send 2 files' }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0]?.files).toEqual(['till-slip.pdf', 'third.pdf']);
  });

  it('lets an added slot left empty go again, and sends without it', async () => {
    const { uploads, user } = renderHeld();
    await user.upload(screen.getByLabelText(HOLD_DOCUMENT_KIND.label, { exact: false }), pdf);
    await user.click(screen.getByRole('button', { name: 'Add another page or photo' }));
    // an empty added slot holds back another
    expect(screen.queryByRole('button', { name: 'Add another page or photo' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Don’t add another page or photo (2)' }));
    expect(screen.queryByLabelText('Another page or photo (2)', { exact: false })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add another page or photo' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send document' }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0]?.files).toEqual(['till-slip.pdf']);
  });

  it('takes at most what one upload takes', async () => {
    const { user } = renderHeld();
    await user.upload(screen.getByLabelText(HOLD_DOCUMENT_KIND.label, { exact: false }), pdf);
    for (let slot = 2; slot <= MAX_FILES_PER_UPLOAD; slot += 1) {
      await user.click(screen.getByRole('button', { name: 'Add another page or photo' }));
      await user.upload(screen.getByLabelText(`Another page or photo (${slot})`, { exact: false }), pdf);
    }
    expect(screen.getByRole('button', { name: `Send ${MAX_FILES_PER_UPLOAD} files` })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add another page or photo' })).not.toBeInTheDocument();
  });

  it('is offered only while the application is on hold', () => {
    mockFetch();
    renderWithApp(
      <UnderwritingNote
        application={{ underwritingStatus: 'Pending', underwritingReason: null }}
        answer={{
          applicationId: 'app-1',
          subject: 'the application',
          target: { url: '/x', audience: 'retail' },
        }}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Send document' })).not.toBeInTheDocument();
  });
});
