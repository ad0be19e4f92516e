import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  INSPECTION_PHOTO_GUIDES,
  INSPECTION_PHOTO_KINDS,
  PRE_INSPECTION_MESSAGES,
} from '@cover/domain/motor';
import { renderWithApp } from '../../../test/render';
import { expectPlainText } from '../../../test/plain-text';
import {
  createFakeInspectionServer,
  errorReply,
  inspectionPage,
  TEST_TOKEN,
  type FakeServerOptions,
} from '../testing/fake-inspection-server';
import { InspectionPage } from './inspection-page';

const LINK = `/inspection#t=${TEST_TOKEN}`;
const ALL_BUT_WINDSCREEN = INSPECTION_PHOTO_KINDS.filter((kind) => kind !== 'windscreen');

beforeEach(() => {
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview');
  vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
  // The phone's browser cannot decode these photos (HEIC on Android Chrome): they are sent as they are.
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(async () => {
      throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

function open(options: FakeServerOptions = {}, path = LINK) {
  const server = createFakeInspectionServer(options).install();
  return { server, ...renderWithApp(<InspectionPage />, { path }) };
}

const jpegFile = (name = 'IMG_0007.jpg') =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe1, ...new Uint8Array(2000)])], name, { type: 'image/jpeg' });

/** The alert showing `text` (the notification host keeps an empty alert region of its own). */
async function findAlert(text: string | RegExp): Promise<HTMLElement> {
  // the failed load is tried again before it is said: up to 10 s on a loaded machine
  const shown = await screen.findByText(text, undefined, { timeout: 10_000 });
  const alert = shown.closest<HTMLElement>('[role="alert"]');
  expect(alert, `"${String(text)}" is not in an alert`).not.toBeNull();
  return alert!;
}

const submitButton = () => screen.getByRole('button', { name: 'Send photos for assessment' });

describe('InspectionPage', () => {
  it('says plainly that an expired link no longer works and what to do', async () => {
    open({ token: 'a-newer-token' });
    const alert = await findAlert('This link no longer works');
    expect(alert).toHaveTextContent(PRE_INSPECTION_MESSAGES.linkInvalid);
    // a link replaced by a newer one is the usual cause: said, and where the newer one is (QA walk 15, no. 7)
    expect(alert).toHaveTextContent('a newer one may have been sent to you');
    expect(alert).toHaveTextContent('Use the link in the latest SMS we sent');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('says the same without calling the server when the page is opened without a link', async () => {
    const { server } = open({}, '/inspection');
    await findAlert('This link no longer works');
    expect(server.calls).toEqual([]);
  });

  it('takes the token from the link, keeps it for this tab and removes it from the address bar', async () => {
    const { server, router } = open();
    await screen.findByRole('heading', { name: 'Toyota Corolla Cross 1.8' });
    expect(server.calls[0]).toEqual({ method: 'GET', path: '/api/inspection', token: TEST_TOKEN });
    expect(sessionStorage.getItem('cover.inspection.token')).toBe(TEST_TOKEN);
    expect(router.state.location.hash).toBe('');
    expect(router.state.location.pathname).toBe('/inspection');
  });

  it('works again after a reload from the token kept for the tab', async () => {
    sessionStorage.setItem('cover.inspection.token', TEST_TOKEN);
    open({}, '/inspection');
    expect(await screen.findByRole('heading', { name: 'Toyota Corolla Cross 1.8' })).toBeInTheDocument();
  });

  it('shows the vehicle and the checklist of the seven photos in order, each with a camera button', async () => {
    open();
    await screen.findByRole('heading', { name: 'Toyota Corolla Cross 1.8' });
    expect(screen.getByText('CA 123-456')).toBeInTheDocument();

    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(
      INSPECTION_PHOTO_KINDS.map((kind, index) => `${index + 1}. ${INSPECTION_PHOTO_GUIDES[kind].label}`),
    );
    const front = INSPECTION_PHOTO_GUIDES.front;
    expect(within(items[0]!).getByText(front.guidance)).toBeInTheDocument();
    const camera = screen.getByLabelText(`Take photo: ${front.label}`);
    expect(camera).toHaveAttribute('type', 'file');
    expect(camera).toHaveAttribute('accept', 'image/*');
    expect(camera).toHaveAttribute('capture', 'environment');
    expect(screen.getAllByText('Not taken yet')).toHaveLength(7);

    expect(submitButton()).toBeDisabled();
    expect(screen.getByText('0 of 7 photos uploaded. Take all 7 to send them.')).toBeInTheDocument();
    expectPlainText();
  });

  it('enables sending only when all seven photos are uploaded, then thanks the customer', async () => {
    const { server } = open({ page: inspectionPage({}, ALL_BUT_WINDSCREEN) });
    await screen.findByRole('heading', { name: 'Toyota Corolla Cross 1.8' });
    expect(submitButton()).toBeDisabled();
    expect(await screen.findByAltText('Your photo: Front of the car')).toHaveAttribute('src', 'blob:preview');

    const user = userEvent.setup();
    const photo = jpegFile();
    await user.upload(screen.getByLabelText('Take photo: Windscreen'), photo);

    await waitFor(() => expect(submitButton()).toBeEnabled());
    const windscreen = screen.getAllByRole('listitem')[6]!;
    expect(within(windscreen).getByText('Uploaded')).toBeInTheDocument();
    expect(within(windscreen).getByLabelText('Retake: Windscreen')).toBeInTheDocument();
    expect(server.stored.get('windscreen')).toMatchObject({ contentType: 'image/jpeg' });
    expect(server.stored.get('windscreen')?.bytes.length).toBe(photo.size);

    await user.click(submitButton());
    expect(await screen.findByText(/Thank you — we'll let you know/)).toBeInTheDocument();
    expect(server.callsTo('POST', /submit$/)).toHaveLength(1);
    expect(screen.queryByLabelText(/Take photo|Retake/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send photos for assessment' })).toBeNull();
    expectPlainText();
  });

  it('shows the progress of an upload, pauses without network and goes on when it is back', async () => {
    const { server } = open({ patchFault: (n) => (n === 1 ? 'drop-before' : undefined) });
    await screen.findByRole('heading', { name: 'Toyota Corolla Cross 1.8' });
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText('Take photo: Odometer'), jpegFile());

    expect(await screen.findByText('Paused — waiting for the network')).toBeInTheDocument();
    const progress = screen.getByRole('progressbar', { name: 'Uploading Odometer' });
    expect(progress).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByText('0 KB of 2 KB')).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();

    window.dispatchEvent(new Event('online'));
    const odometer = screen.getAllByRole('listitem')[4]!;
    await waitFor(() => expect(within(odometer).getByText('Uploaded')).toBeInTheDocument());
    expect(server.stored.has('odometer')).toBe(true);
  });

  it('shows the server message when a photo is refused and lets the customer retake it', async () => {
    const message = 'This file is not a photo. Please take the photo again with the camera.';
    open({ patchFault: () => errorReply(415, 'NOT_A_PHOTO', message) });
    await screen.findByRole('heading', { name: 'Toyota Corolla Cross 1.8' });
    await userEvent.setup().upload(screen.getByLabelText('Take photo: Left side'), jpegFile());

    await findAlert(message);
    expect(screen.getByLabelText('Retake: Left side')).toBeInTheDocument();
  });

  it('refuses a file that is not a photo before sending anything', async () => {
    const { server } = open();
    await screen.findByRole('heading', { name: 'Toyota Corolla Cross 1.8' });
    const notAPhoto = new File(['%PDF-1.7 …'], 'scan.jpg', { type: 'image/jpeg' });
    await userEvent.setup().upload(screen.getByLabelText('Take photo: Licence disc'), notAPhoto);

    await findAlert(PRE_INSPECTION_MESSAGES.notAPhoto);
    expect(server.callsTo('POST', /uploads$/)).toHaveLength(0);
  });

  it('shows the photos read-only once they were sent', async () => {
    open({
      page: inspectionPage({ assessmentStatus: 'SUBMITTED' }, INSPECTION_PHOTO_KINDS),
    });
    expect(await screen.findByText(/Thank you — we'll let you know/)).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(7);
    expect(screen.queryByLabelText(/Take photo|Retake/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send photos for assessment' })).toBeNull();
  });

  it('says an approved inspection needs nothing more', async () => {
    open({ page: inspectionPage({ assessmentStatus: 'APPROVED' }, INSPECTION_PHOTO_KINDS) });
    expect(await screen.findByText('Your vehicle inspection is approved')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Retake/)).toBeNull();
  });

  it('shows why an inspection was rejected and lets the customer retake and send again', async () => {
    open({
      page: inspectionPage(
        { assessmentStatus: 'REJECTED', rejectionReason: 'The odometer photo is blurred.' },
        INSPECTION_PHOTO_KINDS,
      ),
    });
    expect(await screen.findByText(/The odometer photo is blurred\./)).toBeInTheDocument();
    expect(screen.getByLabelText('Retake: Odometer')).toBeInTheDocument();
    expect(submitButton()).toBeEnabled();
  });

  it('shows the server message when it misses photos on sending, and its view of them', async () => {
    const { server } = open({
      page: inspectionPage({}, INSPECTION_PHOTO_KINDS),
      submitReply: () => errorReply(422, 'PHOTOS_MISSING', 'Please take these photos first: Odometer.'),
    });
    await screen.findByRole('heading', { name: 'Toyota Corolla Cross 1.8' });
    await userEvent.setup().click(submitButton());

    await findAlert('Please take these photos first: Odometer.');
    await waitFor(() => expect(server.callsTo('GET', /^\/api\/inspection$/)).toHaveLength(2));
  });

  /** The page opened while the phone has no network: every call fails until `online()`. */
  function openOffline() {
    let failing = true;
    const server = createFakeInspectionServer().install();
    const serve = server.fetch.getMockImplementation()!;
    server.fetch.mockImplementation(async (input, init) => {
      if (failing) throw new TypeError('Failed to fetch');
      return serve(input, init);
    });
    renderWithApp(<InspectionPage />, { path: LINK });
    return {
      online: () => {
        failing = false;
      },
    };
  }

  it('offers to try again when the page could not be loaded', { timeout: 20_000 }, async () => {
    const network = openOffline();
    await findAlert(/could not reach Telkom Cover/);
    network.online();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Toyota Corolla Cross 1.8' })).toBeInTheDocument();
  });

  // a loaded CI machine took more than the default 5 s over the failed load, the alert and the reload
  it('loads by itself once the phone is back online', { timeout: 20_000 }, async () => {
    const network = openOffline();
    await findAlert(/could not reach Telkom Cover/);
    network.online();
    window.dispatchEvent(new Event('online'));
    expect(
      await screen.findByRole('heading', { name: 'Toyota Corolla Cross 1.8' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it('fetches the preview again after a photo the phone cannot show was retaken', async () => {
    const { server } = open({ page: inspectionPage({}, ['front']) });
    await screen.findByAltText('Your photo: Front of the car');
    expect(server.callsTo('GET', /front\/preview$/)).toHaveLength(1);

    // HEIC on Android Chrome: no thumbnail is made on the phone, the server's preview shows it.
    const heicHead = [0, 0, 0, 0x18, ...[...'ftypheic'].map((c) => c.charCodeAt(0)), 0, 0];
    const heic = new File([new Uint8Array(heicHead)], 'IMG.heic', { type: '' });
    // The phone hands over the camera's file whatever type it declares (none, here).
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(screen.getByLabelText('Retake: Front of the car'), heic);

    await waitFor(() => expect(server.callsTo('GET', /front\/preview$/)).toHaveLength(2));
    expect(server.stored.get('front')?.contentType).toBe('image/heic');
  });
});
