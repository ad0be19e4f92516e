import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserProfile } from '@cover/domain';
import { renderWithApp } from '../../../../test/render';
import type { PoolMfa } from '../../../../lib/identity/identity-config';
import type * as flows from './two-step-flows';
import {
  confirmAuthenticator,
  loadTwoStep,
  preferMethod,
  startAuthenticator,
  turnOffTwoStep,
  type TwoStepSettings,
} from './two-step-flows';
import { TWO_STEP_OFF_NOTICE, TWO_STEP_ON_NOTICE, TwoStepSection, WRONG_CODE } from './two-step-section';

vi.mock('./two-step-flows', async (importOriginal) => ({
  ...(await importOriginal<typeof flows>()),
  loadTwoStep: vi.fn(),
  startAuthenticator: vi.fn(),
  confirmAuthenticator: vi.fn(),
  preferMethod: vi.fn(),
  turnOffTwoStep: vi.fn(),
}));

afterEach(() => {
  vi.resetAllMocks();
});

function named(name: string): Error {
  const error = new Error(`technical text of ${name}`);
  error.name = name;
  return error;
}

const KEY = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const LINK = `otpauth://totp/Telkom%20Cover:thandi?secret=${KEY}&issuer=Telkom+Cover`;
const OFF: TwoStepSettings = { enabled: [], preferred: null };
const BY_APP: TwoStepSettings = { enabled: ['TOTP'], preferred: 'TOTP' };

const profile: UserProfile = {
  userName: '9001014800086',
  preferredUsername: 'thandi',
  givenName: 'Thandi',
  familyName: 'Nkosi',
  email: 'thandi@example.co.za',
  emailVerified: true,
  phoneNumber: '+27821234567',
  phoneNumberVerified: true,
  pendingEmail: null,
  pendingPhoneNumber: null,
} as UserProfile;

function renderSection(poolMfa: PoolMfa = 'OPTIONAL', shown: UserProfile = profile) {
  const rendered = renderWithApp(<TwoStepSection audience="retail" poolMfa={poolMfa} profile={shown} />, {
    path: '/retail/profile',
  });
  const notices: string[] = [];
  rendered.store.subscribe(() => {
    const current = rendered.store.getState().notifications.queue[0];
    const notice = current ? `${current.variant}: ${current.message}` : null;
    if (notice && notices.at(-1) !== notice) notices.push(notice);
  });
  return { ...rendered, notices, user: userEvent.setup() };
}

describe('two-step sign-in section', () => {
  it('says it is off and offers an authenticator app, text messages and email', async () => {
    vi.mocked(loadTwoStep).mockResolvedValue(OFF);
    renderSection();
    expect(await screen.findByText('Two-step sign-in is off.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Use an authenticator app' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Use text messages' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Use email' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn off two-step sign-in' })).not.toBeInTheDocument();
    expect(loadTwoStep).toHaveBeenCalledWith('retail');
  });

  it('turns on with an authenticator app: the key in groups, its link and QR code, then the first code', async () => {
    vi.mocked(loadTwoStep).mockResolvedValueOnce(OFF).mockResolvedValueOnce(BY_APP);
    vi.mocked(startAuthenticator).mockResolvedValue({ key: KEY, link: LINK });
    vi.mocked(confirmAuthenticator).mockResolvedValue();
    vi.mocked(preferMethod).mockResolvedValue();
    const { user, notices } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Use an authenticator app' }));

    // The app lists the account by its username, never by the ID number the pool knows it by.
    expect(startAuthenticator).toHaveBeenCalledWith('retail', 'thandi');
    expect(await screen.findByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open in your authenticator app' })).toHaveAttribute(
      'href',
      LINK,
    );
    expect(
      screen.getByRole('img', { name: 'QR code to add Telkom Cover to your authenticator app' }),
    ).toBeInTheDocument();

    await user.type(screen.getByLabelText(/Code from your app/), '287082');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    await waitFor(() => expect(preferMethod).toHaveBeenCalledWith('retail', 'TOTP'));
    expect(confirmAuthenticator).toHaveBeenCalledWith('retail', '287082');
    expect(
      await screen.findByText(
        /Two-step sign-in is on\. When you sign in, we ask for a code from your authenticator app\./,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).not.toBeInTheDocument();
    expect(notices).toContain(`success: ${TWO_STEP_ON_NOTICE}`);
  });

  it('a wrong code says so and keeps the key, so the next code can be tried', async () => {
    vi.mocked(loadTwoStep).mockResolvedValueOnce(OFF).mockResolvedValueOnce(BY_APP);
    vi.mocked(startAuthenticator).mockResolvedValue({ key: KEY, link: LINK });
    vi.mocked(confirmAuthenticator)
      .mockRejectedValueOnce(named('EnableSoftwareTokenMFAException'))
      .mockResolvedValueOnce();
    vi.mocked(preferMethod).mockResolvedValue();
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Use an authenticator app' }));
    await user.type(await screen.findByLabelText(/Code from your app/), '111111');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));

    expect(await screen.findByText(WRONG_CODE)).toBeInTheDocument();
    expect(preferMethod).not.toHaveBeenCalled();
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    expect(startAuthenticator).toHaveBeenCalledTimes(1);

    const field = screen.getByLabelText(/Code from your app/);
    await user.clear(field);
    await user.type(field, '287082');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    await waitFor(() => expect(preferMethod).toHaveBeenCalledWith('retail', 'TOTP'));
  });

  it('after a verified code, a failed last step is tried again without asking for another code', async () => {
    vi.mocked(loadTwoStep).mockResolvedValueOnce(OFF).mockResolvedValueOnce(BY_APP);
    vi.mocked(startAuthenticator).mockResolvedValue({ key: KEY, link: LINK });
    vi.mocked(confirmAuthenticator).mockResolvedValue();
    vi.mocked(preferMethod).mockRejectedValueOnce(named('InternalErrorException')).mockResolvedValueOnce();
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Use an authenticator app' }));
    await user.type(await screen.findByLabelText(/Code from your app/), '287082');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(
      await screen.findByText('Unable to turn on two-step sign-in. Please try again later.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText(/Code from your app/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    await waitFor(() => expect(preferMethod).toHaveBeenCalledTimes(2));
    expect(confirmAuthenticator).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(/Two-step sign-in is on\./)).toBeInTheDocument();
  });

  it('turns on text messages to a verified mobile number', async () => {
    vi.mocked(loadTwoStep)
      .mockResolvedValueOnce(OFF)
      .mockResolvedValueOnce({ enabled: ['SMS'], preferred: 'SMS' });
    vi.mocked(preferMethod).mockResolvedValue();
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Use text messages' }));
    await waitFor(() => expect(preferMethod).toHaveBeenCalledWith('retail', 'SMS'));
    expect(
      await screen.findByText(/Two-step sign-in is on\. When you sign in, we text a code to 082 123 4567\./),
    ).toBeInTheDocument();
  });

  it('asks to verify the mobile number first, linking to it, before offering text messages', async () => {
    vi.mocked(loadTwoStep).mockResolvedValue(OFF);
    renderSection('OPTIONAL', { ...profile, phoneNumberVerified: false, emailVerified: false });
    expect(
      await screen.findByText(/To get codes by text message, first verify your mobile number/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Verify your mobile number' })).toHaveAttribute(
      'href',
      '#your-details',
    );
    expect(screen.queryByRole('button', { name: 'Use text messages' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Use email' })).not.toBeInTheDocument();
  });

  it('turns off after a confirmation, and keeps it on when the user changes their mind', async () => {
    vi.mocked(loadTwoStep)
      .mockResolvedValueOnce({ enabled: ['TOTP', 'SMS'], preferred: 'TOTP' })
      .mockResolvedValueOnce(OFF);
    vi.mocked(turnOffTwoStep).mockResolvedValue();
    const { user, notices } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Turn off two-step sign-in' }));
    let dialog = await screen.findByRole('dialog', { name: 'Turn off two-step sign-in?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it on' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(turnOffTwoStep).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Turn off two-step sign-in' }));
    dialog = await screen.findByRole('dialog', { name: 'Turn off two-step sign-in?' });
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(turnOffTwoStep).toHaveBeenCalledWith('retail', ['TOTP', 'SMS']));
    expect(await screen.findByText('Two-step sign-in is off.')).toBeInTheDocument();
    expect(notices).toContain(`success: ${TWO_STEP_OFF_NOTICE}`);
  });

  it('cannot be turned off when the pool requires it, but the method can be changed', async () => {
    vi.mocked(loadTwoStep).mockResolvedValue(BY_APP);
    renderSection('ON');
    expect(await screen.findByText(/Your account must use two-step sign-in/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn off two-step sign-in' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Use an authenticator app' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Use text messages instead' })).toBeInTheDocument();
  });

  it('says nothing when the pool has no two-step sign-in', () => {
    renderSection('OFF');
    expect(screen.queryByText(/two-step/i)).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(loadTwoStep).not.toHaveBeenCalled();
  });

  it('shows a failed load with a retry', async () => {
    vi.mocked(loadTwoStep).mockRejectedValueOnce(named('InternalErrorException')).mockResolvedValueOnce(OFF);
    const { user } = renderSection();
    expect(
      await screen.findByText('Unable to load your two-step sign-in. Please try again later.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Two-step sign-in is off.')).toBeInTheDocument();
  });
});
