import { AuthenticatorKey } from '../authenticator-key';
import { AUTHENTICATOR_CODE_HELP } from '../code-field';
import { CodeStep } from './code-step';
import type { StepProps } from './step-props';

export { groupSecret } from '../authenticator-key';

/**
 * Authenticator-app (TOTP) setup during sign-in: a QR code to scan, the key in groups of 4 to type by hand,
 * a link that opens the app on this phone, then the app's first code.
 */
export function TotpSetupStep(props: StepProps) {
  const setup = props.step.totpSetup;
  return (
    <CodeStep
      {...props}
      prompt="Set up your authenticator app (such as Google Authenticator or Microsoft Authenticator)."
      help={AUTHENTICATOR_CODE_HELP}
    >
      {setup ? <AuthenticatorKey secret={setup.sharedSecret} setupUri={setup.setupUri} /> : null}
    </CodeStep>
  );
}
