/** Passkeys in the browser journeys: Chromium's virtual authenticator, and the passwordless sign-in steps. */
import type { BrowserContext, Page } from 'playwright-core';
import { codeFromOutbox, field, outboxIds } from './accounts-helpers';

/** A platform authenticator with user verification (a phone's fingerprint or screen lock) in the page. */
export interface VirtualAuthenticator {
  /** The passkeys the authenticator holds: their ids and signature counters. */
  credentials: () => Promise<{ credentialId: string; rpId?: string; signCount: number }[]>;
}

/**
 * Adds a virtual authenticator to the page through the DevTools protocol's WebAuthn domain: prompts are
 * answered at once, as if the user touched the sensor.
 */
export async function addVirtualAuthenticator(
  context: BrowserContext,
  page: Page,
): Promise<VirtualAuthenticator> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
  };
}

/**
 * WebAuthn refuses an IP address as relying party: the same server by the name `localhost` (the server
 * listens on 127.0.0.1, which localhost resolves to).
 */
export function localhostUrl(baseUrl: string): string {
  const url = new URL(baseUrl);
  url.hostname = 'localhost';
  return url.origin;
}

/** The retail sign-in page's username field. */
export const retailUsername = (page: Page) => field(page, 'SA ID number or username');

/** Signs out with the profile page's own button (the header's menu differs between phone and desktop). */
export async function signOutFromProfile(page: Page): Promise<void> {
  await page.goto('/retail/profile');
  await page
    .getByRole('region', { name: 'Password and sign-in' })
    .getByRole('button', { name: 'Sign out', exact: true })
    .click();
  await page.waitForURL(/\/retail\/sign-in/);
}

/** "Use a passkey" with only the username filled: the virtual authenticator answers the prompt. */
export async function signInWithPasskey(page: Page, username: string): Promise<void> {
  await retailUsername(page).fill(username);
  await page.getByRole('main').getByRole('button', { name: 'Use a passkey' }).click();
}

/**
 * "Send me a code" with only the username filled; when the pool offers both email and SMS, picks email.
 * Answers the ids of the mails already sent, so the next code read is the new one.
 */
export async function startCodeSignIn(
  page: Page,
  baseUrl: string,
  username: string,
  email: string,
): Promise<string[]> {
  const before = await outboxIds(baseUrl, email);
  await retailUsername(page).fill(username);
  await page.getByRole('main').getByRole('button', { name: 'Send me a code' }).click();
  const main = page.getByRole('main');
  const codeField = field(page, 'Verification code');
  const emailChoice = main.getByRole('button', { name: 'Email me a code' });
  await codeField.or(emailChoice).first().waitFor();
  if (await emailChoice.isVisible()) await emailChoice.click();
  await codeField.waitFor();
  return before;
}

/**
 * Types the emailed sign-in code (the newest after `before`) and continues. Answers the ids of the mails
 * sent until then, so a later code (the app's two-factor step) is told apart.
 */
export async function enterEmailedCode(
  page: Page,
  baseUrl: string,
  email: string,
  before: string[],
): Promise<string[]> {
  const code = await codeFromOutbox(baseUrl, email, before);
  const seen = await outboxIds(baseUrl, email);
  await field(page, 'Verification code').fill(code);
  await page.getByRole('main').getByRole('button', { name: 'Continue' }).click();
  return seen;
}
