import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parseLicenceDisc, type LicenceDiscFields } from '@cover/domain/motor';
import { expectPlainText } from '../../test/plain-text';
import type { BarcodeParser } from './decode-barcode';
import { LicenceDiscScanButton } from './index';
import { LicenceDiscScanner } from './licence-disc-scanner';

// The real reader is tested against generated barcodes in decode-barcode.test.ts. Here a stand-in gives
// the text it "found" in each image (null: no PDF417 symbol), and the scanner's parser reads it.
const decodedText = vi.fn<(image: unknown) => Promise<string | null>>();
vi.mock('./decode-barcode', () => ({
  readPdf417: async (image: unknown, parse: BarcodeParser<unknown>) => {
    const text = await decodedText(image);
    return text === null ? null : parse(text);
  },
}));

// jsdom draws nothing on a canvas: a camera frame is a stand-in too.
const FRAME = { data: new Uint8ClampedArray(4), width: 1, height: 1 };
vi.mock('./frame-image', () => ({
  captureVideoFrame: () => FRAME,
  photoImage: async (file: Blob) => file,
}));

const DISC_TEXT =
  '%MVL1CC46%0159%4025T0LV%1%4025011C5KJ9%JDX 123 GP%BSL123R%Motor car / Motorkar%VOLKSWAGEN%POLO VIVO%' +
  'White / Wit%AAVZZZ6RZHU012345%CWL123456%2026-09-30%';

const FIELDS: LicenceDiscFields = {
  registrationNumber: 'JDX 123 GP',
  vin: 'AAVZZZ6RZHU012345',
  engineNumber: 'CWL123456',
  make: 'VOLKSWAGEN',
  model: 'POLO VIVO',
  colour: 'White / Wit',
  description: 'Motor car / Motorkar',
  licenceNumber: 'JDX 123 GP',
  vehicleRegisterNumber: 'BSL123R',
  discNumber: '4025011C5KJ9',
  expiryDate: '2026-09-30',
};

const NOT_FOUND = "We couldn't read the disc. Hold it flat in good light, or type the details.";

const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff])], 'disc.jpg', { type: 'image/jpeg' });

/** A camera that grants a stream with one track, or refuses with `refusal`. */
function installCamera(refusal?: string) {
  const track = { stop: vi.fn() };
  const stream = { getTracks: () => [track] } as unknown as MediaStream;
  const getUserMedia = vi.fn(async (_constraints: MediaStreamConstraints) => {
    if (refusal) throw new DOMException('Refused', refusal);
    return stream;
  });
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
  // jsdom plays no video.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  return { track, getUserMedia };
}

function renderScanner() {
  const onScanned = vi.fn<(fields: LicenceDiscFields) => void>();
  render(<LicenceDiscScanner parse={parseLicenceDisc} onScanned={onScanned} />);
  return { onScanned, user: userEvent.setup() };
}

const openDialog = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: 'Scan licence disc' }));
  return screen.findByRole('dialog', { name: 'Scan your licence disc' });
};

beforeEach(() => {
  decodedText.mockReset();
});

afterEach(() => {
  // jsdom has no camera: each test installs the one it needs.
  Reflect.deleteProperty(navigator, 'mediaDevices');
  vi.restoreAllMocks();
});

describe('LicenceDiscScanner with the camera', () => {
  it('reads frames until a disc parses, then releases the camera and hands over the fields', async () => {
    const { track, getUserMedia } = installCamera();
    decodedText
      .mockResolvedValueOnce(null)
      .mockResolvedValueOnce('Not a licence disc')
      .mockResolvedValueOnce(DISC_TEXT);
    const { onScanned, user } = renderScanner();

    await openDialog(user);
    expect(getUserMedia).toHaveBeenCalledWith(
      expect.objectContaining({ video: expect.objectContaining({ facingMode: 'environment' }) }),
    );
    expect(
      await screen.findByText('Point the camera at the barcode on your licence disc and hold it steady.'),
    ).toBeVisible();

    await waitFor(() => expect(onScanned).toHaveBeenCalledWith(FIELDS));
    expect(onScanned).toHaveBeenCalledTimes(1);
    expect(decodedText).toHaveBeenCalledWith(FRAME);
    expect(track.stop).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent(
      'We filled in the details from your licence disc. Please check them.',
    );
    expectPlainText();
  });

  it('says so when the camera is refused, and still offers the photo', async () => {
    installCamera('NotAllowedError');
    const { user } = renderScanner();

    const dialog = await openDialog(user);
    expect(await screen.findByText(/Camera access was refused/)).toBeVisible();
    expect(screen.getByLabelText('Take a photo instead')).toBeEnabled();
    expect(dialog).toHaveTextContent('cancel and type the details');
    expectPlainText();
  });

  it.each(['NotFoundError', 'NotReadableError', 'OverconstrainedError'])(
    'says the camera is not available on %s',
    async (failure) => {
      installCamera(failure);
      const { user } = renderScanner();
      await openDialog(user);
      expect(await screen.findByText(/The camera is not available on this device or browser/)).toBeVisible();
    },
  );

  it('says the camera is not available where the browser offers none', async () => {
    const { user } = renderScanner();
    await openDialog(user);
    expect(await screen.findByText(/The camera is not available on this device or browser/)).toBeVisible();
  });

  it('releases the camera on Cancel and leaves the form to be typed in', async () => {
    const { track } = installCamera();
    decodedText.mockResolvedValue(null);
    const { onScanned, user } = renderScanner();

    await openDialog(user);
    await screen.findByText('Point the camera at the barcode on your licence disc and hold it steady.');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(track.stop).toHaveBeenCalled();
    expect(onScanned).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Scan licence disc' })).toHaveFocus();
  });

  it('stops and says so when the reader cannot start', async () => {
    const { track } = installCamera();
    decodedText.mockRejectedValue(new Error('wasm failed to load'));
    const { user } = renderScanner();

    await openDialog(user);
    expect(await screen.findByText(/The disc reader couldn't start/)).toBeVisible();
    expect(track.stop).toHaveBeenCalled();
    expect(screen.queryByLabelText('Camera view')).not.toBeVisible();
  });
});

describe('LicenceDiscScanner with a photo', () => {
  it('fills the fields from a photo of the disc', async () => {
    decodedText.mockResolvedValue(DISC_TEXT);
    const { onScanned, user } = renderScanner();

    await openDialog(user);
    const input = screen.getByLabelText('Take a photo instead');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).toHaveAttribute('capture', 'environment');
    const file = photo();
    await user.upload(input, file);

    await waitFor(() => expect(onScanned).toHaveBeenCalledWith(FIELDS));
    expect(decodedText).toHaveBeenCalledWith(file);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says the disc could not be read, and lets the user try another photo', async () => {
    decodedText.mockResolvedValueOnce(null).mockResolvedValueOnce(DISC_TEXT);
    const { onScanned, user } = renderScanner();

    await openDialog(user);
    await user.upload(screen.getByLabelText('Take a photo instead'), photo());
    expect(await screen.findByText(NOT_FOUND)).toBeVisible();
    expect(onScanned).not.toHaveBeenCalled();
    expectPlainText();

    await user.upload(screen.getByLabelText('Take a photo instead'), photo());
    await waitFor(() => expect(onScanned).toHaveBeenCalledWith(FIELDS));
  });

  it('does not take another barcode for the disc', async () => {
    decodedText.mockResolvedValue('https://example.com/a-parking-permit');
    const { onScanned, user } = renderScanner();

    await openDialog(user);
    await user.upload(screen.getByLabelText('Take a photo instead'), photo());
    expect(await screen.findByText(NOT_FOUND)).toBeVisible();
    expect(onScanned).not.toHaveBeenCalled();
  });

  it('says so when the reader fails on the photo', async () => {
    decodedText.mockRejectedValue(new Error('wasm failed to load'));
    const { onScanned, user } = renderScanner();

    await openDialog(user);
    await user.upload(screen.getByLabelText('Take a photo instead'), photo());
    expect(await screen.findByText(/The disc reader couldn't start/)).toBeVisible();
    expect(onScanned).not.toHaveBeenCalled();
  });

  it('closes on Escape without filling anything', async () => {
    decodedText.mockResolvedValue(null);
    const { onScanned, user } = renderScanner();

    await openDialog(user);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onScanned).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Scan licence disc' })).toHaveFocus();
  });

  it('can be reached and opened from the keyboard', async () => {
    const { user } = renderScanner();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Scan licence disc' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Scan your licence disc' })).toBeVisible();
  });
});

describe('LicenceDiscScanButton', () => {
  it('loads the scanner on demand and passes the fields on', async () => {
    decodedText.mockResolvedValue(DISC_TEXT);
    const onScanned = vi.fn<(fields: LicenceDiscFields) => void>();
    const user = userEvent.setup();
    render(<LicenceDiscScanButton parse={parseLicenceDisc} onScanned={onScanned} />);

    // A disabled stand-in shows while the scanner's code loads; the real button replaces it.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Scan licence disc' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Scan licence disc' }));
    await user.upload(await screen.findByLabelText('Take a photo instead'), photo());
    await waitFor(() => expect(onScanned).toHaveBeenCalledWith(FIELDS));
  });
});
