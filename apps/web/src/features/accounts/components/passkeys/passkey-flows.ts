import type { Audience } from '../../../../lib/identity';
import { withAuth } from '../../../../lib/identity/amplify-client';

/** A passkey as the profile page shows it: a plain name and the day it was added, nothing technical. */
export interface Passkey {
  /** The credential id, used only to remove it. */
  id: string;
  name: string;
  addedOn: Date | null;
}

/** The pool's largest page (MaxResults 1..20). */
const PAGE_SIZE = 20;
/** A user holds at most 20 passkeys; a few pages more guard against a pool that never stops paging. */
const MAX_PAGES = 5;
const UNNAMED = 'Passkey';

/**
 * Whether this browser can create and use passkeys. Browsers expose PublicKeyCredential only on secure
 * pages (https, or http://localhost), which is also what Amplify needs.
 */
export function browserSupportsPasskeys(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

/** The signed-in user's passkeys in the audience's pool (ListWebAuthnCredentials, every page). */
export async function listPasskeys(audience: Audience): Promise<Passkey[]> {
  return withAuth(audience, async (auth) => {
    const passkeys: Passkey[] = [];
    let nextToken: string | undefined;
    for (let page = 0; page < MAX_PAGES; page += 1) {
      const output = await auth.listWebAuthnCredentials({ pageSize: PAGE_SIZE, nextToken });
      for (const credential of output.credentials) {
        if (!credential.credentialId) continue;
        passkeys.push({
          id: credential.credentialId,
          name: credential.friendlyCredentialName?.trim() || UNNAMED,
          addedOn: credential.createdAt ?? null,
        });
      }
      nextToken = output.nextToken;
      if (!nextToken) break;
    }
    return passkeys;
  });
}

/**
 * Creates a passkey on this device for the signed-in user: StartWebAuthnRegistration, the browser's
 * prompt (fingerprint, face or screen lock), then CompleteWebAuthnRegistration.
 */
export async function addPasskey(audience: Audience): Promise<void> {
  await withAuth(audience, (auth) => auth.associateWebAuthnCredential());
}

/** Removes one of the signed-in user's passkeys (DeleteWebAuthnCredential). */
export async function removePasskey(audience: Audience, id: string): Promise<void> {
  await withAuth(audience, (auth) => auth.deleteWebAuthnCredential({ credentialId: id }));
}
