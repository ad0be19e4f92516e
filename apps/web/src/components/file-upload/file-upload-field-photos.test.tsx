import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FileUploadField } from './file-upload-field';
import { prepareDocumentPhoto } from './prepare-document';
import { bytes, expectLastChange, MB, pendingPreparation, stubPhotoDecoding } from './photo-field-testing';

// The photo preparation needs a canvas, which jsdom lacks: its decisions are tested in
// prepare-document.test.ts; here, the field's flow around it.
vi.mock('./prepare-document', () => ({ prepareDocumentPhoto: vi.fn() }));
const prepare = vi.mocked(prepareDocumentPhoto);

beforeEach(stubPhotoDecoding);

afterEach(() => {
  vi.unstubAllGlobals();
  prepare.mockReset();
});

function Harness({ onChange }: { onChange: (file: File | null, problem: string | null) => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <FileUploadField
      label="Proof of purchase"
      required
      file={file}
      error={problem}
      onChange={(chosen, found) => {
        setFile(found ? null : chosen);
        setProblem(found);
        onChange(chosen, found);
      }}
    />
  );
}

const field = () => screen.getByLabelText(/proof of purchase/i);

/**
 * The preparation was given the very photo chosen: by identity, as toHaveBeenCalledWith takes any two
 * Files for equal.
 */
function expectPreparedFrom(photo: File) {
  expect(prepare).toHaveBeenCalledOnce();
  const [prepared, limits] = prepare.mock.lastCall ?? [];
  expect(prepared).toBe(photo);
  expect(limits).toEqual({ shrinksPhotos: true });
}

describe('FileUploadField with photos made smaller before upload', () => {
  it('takes a 6 MB phone photo: prepares it, then keeps the smaller JPEG and shows its name and final size', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    expect(
      screen.getByText('PDF, JPEG, PNG or WebP, up to 4 MB (a larger photo is made smaller for you)'),
    ).toBeInTheDocument();
    expect(field()).toHaveAttribute('accept', expect.stringContaining('image/webp'));
    const finish = pendingPreparation(prepare);
    const photo = bytes(6 * MB, 'IMG_0001.jpg', 'image/jpeg');

    await userEvent.setup().upload(field(), photo);

    expect(await screen.findByRole('status')).toHaveTextContent('Preparing IMG_0001.jpg…');
    expect(screen.getByRole('progressbar', { name: 'Preparing IMG_0001.jpg' })).toBeInTheDocument();
    expectPreparedFrom(photo);
    expect(onChange).toHaveBeenLastCalledWith(null, null);

    const smaller = bytes(1_258_291, 'IMG_0001.jpg', 'image/jpeg');
    finish({ ok: true, file: smaller });

    expect(await screen.findByText('IMG_0001.jpg · 1,2 MB (made smaller from 6 MB)')).toBeInTheDocument();
    expectLastChange(onChange, smaller, null);
    expect(screen.queryByRole('status')).toBeNull();
    expect(field()).not.toHaveAttribute('aria-invalid');
  });

  it('holds a JPEG or PNG within the limit while it is prepared, and shows one sent as it is with its own size', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const finish = pendingPreparation(prepare);
    const photo = bytes(300_000, 'scan.png', 'image/png');
    await userEvent.setup().upload(field(), photo);
    await screen.findByText('Preparing scan.png…');
    // A form sent now sends the photo as it is, rather than nothing.
    expectLastChange(onChange, photo, null);
    finish({ ok: true, file: photo });
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(screen.getByText('scan.png · 293 KB')).toBeInTheDocument();
    expectLastChange(onChange, photo, null);
  });

  it('keeps the original when the form was sent while the photo was prepared', async () => {
    const onChange = vi.fn();
    const photo = bytes(3 * MB, 'IMG_0007.jpg', 'image/jpeg');
    const finish = pendingPreparation(prepare);
    const props = { label: 'Proof of purchase', onChange };
    const { rerender } = render(<FileUploadField {...props} file={null} />);
    await userEvent.setup().upload(field(), photo);
    await screen.findByText('Preparing IMG_0007.jpg…');
    rerender(<FileUploadField {...props} file={photo} status="uploading" progress={0.5} />);

    finish({ ok: true, file: bytes(800_000, 'IMG_0007.jpg', 'image/jpeg') });

    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expectLastChange(onChange, photo, null);
    expect(screen.getByText('IMG_0007.jpg · 3 MB')).toBeInTheDocument();
  });

  it('hands a prepared photo to the page’s latest onChange, not the one of the render it was chosen in', async () => {
    const chosenWith = vi.fn();
    const latest = vi.fn();
    const finish = pendingPreparation(prepare);
    const { rerender } = render(
      <FileUploadField label="Proof of purchase" file={null} onChange={chosenWith} />,
    );
    await userEvent.setup().upload(field(), bytes(2 * MB, 'slip.webp', 'image/webp'));
    await screen.findByText('Preparing slip.webp…');
    // The page rendered again meanwhile (another document chosen): its onChange knows that one.
    rerender(<FileUploadField label="Proof of purchase" file={null} onChange={latest} />);
    const ready = bytes(500_000, 'slip.jpg', 'image/jpeg');
    finish({ ok: true, file: ready });
    await waitFor(() => expect(latest).toHaveBeenCalledOnce());
    expectLastChange(latest, ready, null);
    expectLastChange(chosenWith, null, null);
  });

  it('refuses a photo the browser cannot read (HEIC on Chromium) with the message of the preparation', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const message =
      'IMG_0042.heic could not be read as a photo on this device. Please choose a PDF, JPEG, PNG or WebP file.';
    prepare.mockResolvedValueOnce({ ok: false, message });
    const heic = bytes(2 * MB, 'IMG_0042.heic', 'image/heic');
    await userEvent.setup({ applyAccept: false }).upload(field(), heic);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expectLastChange(onChange, heic, message);
  });

  it('keeps a PDF as it is and refuses one over the limit at once, without preparing it', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const user = userEvent.setup();
    await user.upload(field(), bytes(5 * MB, 'statement.pdf', 'application/pdf'));
    expect(
      screen.getByText('statement.pdf is too large (5 MB). The maximum size is 4 MB.'),
    ).toBeInTheDocument();
    const pdf = bytes(2 * MB, 'claim-form.pdf', 'application/pdf');
    await user.upload(field(), pdf);
    expect(screen.getByText('claim-form.pdf · 2 MB')).toBeInTheDocument();
    expectLastChange(onChange, pdf, null);
    expect(prepare).not.toHaveBeenCalled();
  });

  it('drops the preparation of a photo replaced before it was ready', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const user = userEvent.setup();
    const finishFirst = pendingPreparation(prepare);
    await user.upload(field(), bytes(6 * MB, 'first.jpg', 'image/jpeg'));
    await screen.findByText('Preparing first.jpg…');
    const pdf = bytes(1024, 'second.pdf', 'application/pdf');
    await user.upload(field(), pdf);

    finishFirst({ ok: true, file: bytes(1000, 'first.jpg', 'image/jpeg') });

    expect(await screen.findByText('second.pdf · 1 KB')).toBeInTheDocument();
    await waitFor(() => expect(prepare).toHaveBeenCalledOnce());
    expect(screen.queryByText(/first\.jpg/)).toBeNull();
    expectLastChange(onChange, pdf, null);
  });

  it('does not report a preparation that finishes after the field has gone', async () => {
    const onChange = vi.fn();
    const { unmount } = render(<Harness onChange={onChange} />);
    const finish = pendingPreparation(prepare);
    await userEvent.setup().upload(field(), bytes(6 * MB, 'late.jpg', 'image/jpeg'));
    await screen.findByText('Preparing late.jpg…');
    const calls = onChange.mock.calls.length;
    unmount();
    finish({ ok: true, file: bytes(1000, 'late.jpg', 'image/jpeg') });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(onChange).toHaveBeenCalledTimes(calls);
  });

  it('sends a photo within the limit as it is when the preparation fails, and refuses a larger one saying what to do', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const user = userEvent.setup();
    prepare.mockRejectedValue(new Error('canvas too large'));
    const small = bytes(MB, 'small.jpg', 'image/jpeg');
    await user.upload(field(), small);
    expect(await screen.findByText('small.jpg · 1 MB')).toBeInTheDocument();
    expectLastChange(onChange, small, null);

    await user.upload(field(), bytes(6 * MB, 'large.jpg', 'image/jpeg'));
    expect(
      await screen.findByText(
        'We could not make large.jpg (6 MB) smaller: the maximum size is 4 MB. Please choose a smaller photo or a PDF.',
      ),
    ).toBeInTheDocument();
  });
});
