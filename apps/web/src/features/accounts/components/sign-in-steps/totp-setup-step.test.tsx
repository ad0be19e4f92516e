import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stepProps } from './step-test-props';
import { groupSecret, TotpSetupStep } from './totp-setup-step';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const URI = `otpauth://totp/Telkom%20Cover:thandi?secret=${SECRET}&issuer=Telkom%20Cover`;

describe('authenticator setup step', () => {
  it('shows a QR code of the setup URI, the key in groups of 4 and a link for this phone', () => {
    render(
      <TotpSetupStep
        {...stepProps({
          step: 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP',
          totpSetup: { sharedSecret: SECRET, setupUri: URI },
        })}
      />,
    );
    const qr = screen.getByRole('img', { name: 'QR code to add Telkom Cover to your authenticator app' });
    const source = qr.getAttribute('src') ?? '';
    expect(source.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    const svg = decodeURIComponent(source.slice(source.indexOf(',') + 1));
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
    expect(svg).toContain('<path');
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open in your authenticator app' })).toHaveAttribute('href', URI);
  });

  it("answers the app's first code", async () => {
    const props = stepProps({
      step: 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP',
      totpSetup: { sharedSecret: SECRET, setupUri: URI },
    });
    render(<TotpSetupStep {...props} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Verification code/), '287082');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(props.answer).toHaveBeenCalledWith('287082');
  });

  it('groups any key by 4, ignoring spaces', () => {
    expect(groupSecret('abcd efghij')).toBe('abcd efgh ij');
    expect(groupSecret('')).toBe('');
  });
});
