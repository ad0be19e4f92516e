import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { DocumentsSubmitButton } from './documents-submit-button';
import { FileUploadField } from './file-upload-field';
import { prepareDocumentPhoto } from './prepare-document';
import { PREPARATION_TIME_LIMIT_MS } from './prepare-in-time';
import { bytes, expectLastChange, MB, pendingPreparation, stubPhotoDecoding } from './photo-field-testing';

// A preparation that never finishes: the browser never finishes decoding the photo (a broken image, or a
// browser that never reports it). The preparation is mocked (jsdom has no canvas) and never settles; a
// download of its code that never finishes is in prepare-in-time.test.ts.
vi.mock('./prepare-document', () => ({ prepareDocumentPhoto: vi.fn() }));
const prepare = vi.mocked(prepareDocumentPhoto);

beforeEach(() => {
  stubPhotoDecoding();
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  prepare.mockReset();
});

/** A claim form: what happened, a proof of purchase and a photo of the damage, each kept by the page. */
function ClaimForm({ onPhoto }: { onPhoto: (file: File | null, problem: string | null) => void }) {
  const [description, setDescription] = useState('');
  const [files, setFiles] = useState<Record<string, File | null>>({});
  const [problems, setProblems] = useState<Record<string, string | null>>({});
  const upload = (kind: string, label: string) => (
    <FileUploadField
      label={label}
      file={files[kind] ?? null}
      error={problems[kind] ?? null}
      onChange={(chosen, problem) => {
        setFiles((current) => ({ ...current, [kind]: problem ? null : chosen }));
        setProblems((current) => ({ ...current, [kind]: problem }));
        if (kind === 'photo') onPhoto(chosen, problem);
      }}
    />
  );
  return (
    <form aria-label="Claim" onSubmit={(event) => event.preventDefault()}>
      <label>
        What happened
        <input value={description} onChange={(event) => setDescription(event.target.value)} />
      </label>
      {upload('receipt', 'Proof of purchase')}
      {upload('photo', 'Photo of the damage')}
      <DocumentsSubmitButton type="submit">Submit claim</DocumentsSubmitButton>
    </form>
  );
}

const photoField = () => screen.getByLabelText(/photo of the damage/i);
const passTime = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/**
 * Typed and chosen with fireEvent: user-event, and Testing Library's own waiting, wait on timers of their
 * own, which Vitest's fake timers (needed to pass the time limit) would stop.
 */
const choose = (input: HTMLElement, file: File) => fireEvent.change(input, { target: { files: [file] } });

/** Chooses a photo and waits for the preparation's code (a dynamic import), with no fake time passing. */
async function choosePhoto(file: File) {
  choose(photoField(), file);
  await act(() => vi.dynamicImportSettled());
  expect(prepare.mock.lastCall?.[0]).toBe(file);
}

function renderClaimForm() {
  const onPhoto = vi.fn();
  render(<ClaimForm onPhoto={onPhoto} />);
  fireEvent.change(screen.getByLabelText('What happened'), { target: { value: 'Dropped it on the stairs' } });
  choose(screen.getByLabelText(/proof of purchase/i), bytes(2048, 'receipt.pdf', 'application/pdf'));
  return onPhoto;
}

const TOO_LARGE =
  'We could not make IMG_0001.jpg (6 MB) smaller: the maximum size is 4 MB. Please choose a smaller photo or a PDF.';

describe('FileUploadField when a photo’s preparation never finishes', () => {
  it('refuses a photo over the limit after the time limit, freeing the form and keeping all else', async () => {
    const onPhoto = renderClaimForm();
    pendingPreparation(prepare);
    const chosen = bytes(6 * MB, 'IMG_0001.jpg', 'image/jpeg');
    await choosePhoto(chosen);

    await passTime(PREPARATION_TIME_LIMIT_MS - 1);
    expect(screen.getByRole('button', { name: 'Preparing your photo…' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Preparing IMG_0001.jpg…');

    await passTime(1);
    expect(screen.getByRole('button', { name: 'Submit claim' })).toBeEnabled();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByText(TOO_LARGE)).toBeInTheDocument();
    expect(photoField()).toHaveAttribute('aria-invalid', 'true');
    expectLastChange(onPhoto, chosen, TOO_LARGE);
    // What else was typed and chosen stays.
    expect(screen.getByLabelText('What happened')).toHaveValue('Dropped it on the stairs');
    expect(screen.getByText('receipt.pdf · 2 KB')).toBeInTheDocument();
  });

  it('sends a JPEG within the limit as it was chosen after the time limit', async () => {
    const onPhoto = renderClaimForm();
    pendingPreparation(prepare);
    const chosen = bytes(2 * MB, 'scan.jpg', 'image/jpeg');
    await choosePhoto(chosen);
    // Held by the page meanwhile: the form is not kept waiting for it.
    expect(screen.getByRole('button', { name: 'Submit claim' })).toBeEnabled();
    expect(screen.getByRole('status')).toHaveTextContent('Preparing scan.jpg…');

    await passTime(PREPARATION_TIME_LIMIT_MS);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByText('scan.jpg · 2 MB')).toBeInTheDocument();
    expect(photoField()).not.toHaveAttribute('aria-invalid');
    expectLastChange(onPhoto, chosen, null);
  });

  it('drops a preparation that finishes after the time limit, and prepares the next photo afresh', async () => {
    const onPhoto = renderClaimForm();
    const finishLate = pendingPreparation(prepare);
    const webp = bytes(300_000, 'receipt.webp', 'image/webp');
    await choosePhoto(webp);
    await passTime(PREPARATION_TIME_LIMIT_MS);
    const refused =
      'We could not turn receipt.webp into a JPEG. Please choose a JPEG or PNG photo (up to 4 MB) or a PDF.';
    expect(screen.getByText(refused)).toBeInTheDocument();
    const calls = onPhoto.mock.calls.length;

    finishLate({ ok: true, file: bytes(250_000, 'receipt.jpg', 'image/jpeg') });
    await passTime(0);
    expect(onPhoto).toHaveBeenCalledTimes(calls);
    expect(screen.getByText(refused)).toBeInTheDocument();

    const smaller = bytes(900_000, 'IMG_0002.jpg', 'image/jpeg');
    prepare.mockResolvedValueOnce({ ok: true, file: smaller });
    await choosePhoto(bytes(6 * MB, 'IMG_0002.jpg', 'image/jpeg'));
    await passTime(0);
    expect(screen.getByText('IMG_0002.jpg · 878,9 KB (made smaller from 6 MB)')).toBeInTheDocument();
    expectLastChange(onPhoto, smaller, null);
    expect(screen.getByRole('button', { name: 'Submit claim' })).toBeEnabled();
  });
});
