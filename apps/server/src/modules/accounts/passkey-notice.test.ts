/** QA walk 10 no. 16: a passkey added or removed is told to the account's owner, as a changed password is. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { outboxMessages } from '../../db/schema/outbox.js';
import { PASSKEY_ORIGIN, passkeyCalls } from '../idp/testing/passkey-calls.js';
import { SoftwareAuthenticator } from '../idp/testing/software-authenticator.js';
import { createSignedInUser, startAccountsHarness, type AccountsHarness } from './testing/harness.js';
import { retailAttributes, testSaId } from './testing/people.js';

let h: AccountsHarness;
beforeAll(async () => {
  h = await startAccountsHarness({ config: { PUBLIC_APP_URL: PASSKEY_ORIGIN } });
});
afterAll(async () => {
  await h.close();
});

const { start, complete, addPasskey } = passkeyCalls(() => h.idp);
let n = 80;
const signedInCustomer = async () => {
  n += 1;
  const user = await createSignedInUser(h, 'retail', testSaId(n), retailAttributes(n));
  return { email: user.email, token: user.tokens.AccessToken };
};
const subjectsTo = async (to: string) =>
  (await h.app.db.select().from(outboxMessages).where(eq(outboxMessages.to, to))).map((row) => row.subject);
const ADDED = 'A passkey was added to your account';
const REMOVED = 'A passkey was removed from your account';

describe('passkey notices', () => {
  it('emails the verified address when a passkey is added, and again when it is removed', async () => {
    const customer = await signedInCustomer();
    const authenticator = new SoftwareAuthenticator({ origin: PASSKEY_ORIGIN, attachment: 'cross-platform' });
    const id = await addPasskey(customer.token, authenticator);
    expect(await subjectsTo(customer.email)).toContain(ADDED);
    const [added] = (
      await h.app.db.select().from(outboxMessages).where(eq(outboxMessages.to, customer.email))
    ).filter((row) => row.subject === ADDED);
    expect(added!.text).toContain('A passkey ("Security key") was added to your account');
    expect(added!.text).toContain('Request a call back');

    const removed = await h.idp.call('DeleteWebAuthnCredential', {
      AccessToken: customer.token,
      CredentialId: id,
    });
    expect(removed.status).toBe(200);
    expect(await subjectsTo(customer.email)).toContain(REMOVED);
  });

  it('tells no one of a registration the pool refused, or of a passkey that was not there', async () => {
    const customer = await signedInCustomer();
    const authenticator = new SoftwareAuthenticator({
      origin: 'https://evil.example',
      attachment: 'platform',
    });
    const options = (await start(customer.token)).body.CredentialCreationOptions;
    const refused = await complete(customer.token, authenticator.register(options as never));
    expect(refused.status).toBe(400);
    const unknown = await h.idp.call('DeleteWebAuthnCredential', {
      AccessToken: customer.token,
      CredentialId: 'AAAAAAAAAAAAAAAAAAAAAA',
    });
    expect(unknown.status).toBe(400);
    const subjects = await subjectsTo(customer.email);
    expect(subjects).not.toContain(ADDED);
    expect(subjects).not.toContain(REMOVED);
  });
});
