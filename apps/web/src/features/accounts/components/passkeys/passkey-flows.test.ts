import { afterEach, describe, expect, it, vi } from 'vitest';
import { withAuth } from '../../../../lib/identity/amplify-client';
import { addPasskey, browserSupportsPasskeys, listPasskeys, removePasskey } from './passkey-flows';

vi.mock('../../../../lib/identity/amplify-client', () => ({ withAuth: vi.fn() }));

const auth = {
  listWebAuthnCredentials: vi.fn(),
  associateWebAuthnCredential: vi.fn(),
  deleteWebAuthnCredential: vi.fn(),
};

/** withAuth runs the work with the fake Amplify auth module. */
function useFakeAuth() {
  vi.mocked(withAuth).mockImplementation((_audience, work) => work(auth as never));
}

function credential(id: string | undefined, name: string | undefined, createdAt?: Date) {
  return {
    credentialId: id,
    friendlyCredentialName: name,
    relyingPartyId: 'localhost',
    authenticatorAttachment: 'platform',
    authenticatorTransports: ['internal'],
    createdAt,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('passkey flows', () => {
  it('lists every page in the audience pool and keeps only the plain fields', async () => {
    useFakeAuth();
    const added = new Date('2026-03-14T08:00:00Z');
    auth.listWebAuthnCredentials
      .mockResolvedValueOnce({ credentials: [credential('a', 'This phone', added)], nextToken: 'page-2' })
      .mockResolvedValueOnce({ credentials: [credential('b', '  '), credential(undefined, 'ghost')] });
    const passkeys = await listPasskeys('employee');
    expect(passkeys).toEqual([
      { id: 'a', name: 'This phone', addedOn: added },
      { id: 'b', name: 'Passkey', addedOn: null },
    ]);
    expect(withAuth).toHaveBeenCalledWith('employee', expect.any(Function));
    expect(auth.listWebAuthnCredentials.mock.calls).toEqual([
      [{ pageSize: 20, nextToken: undefined }],
      [{ pageSize: 20, nextToken: 'page-2' }],
    ]);
  });

  it('stops paging after a bounded number of pages', async () => {
    useFakeAuth();
    auth.listWebAuthnCredentials.mockResolvedValue({ credentials: [], nextToken: 'again' });
    await expect(listPasskeys('retail')).resolves.toEqual([]);
    expect(auth.listWebAuthnCredentials).toHaveBeenCalledTimes(5);
  });

  it('passes a pool failure on to the caller', async () => {
    useFakeAuth();
    const refused = Object.assign(new Error('Access Token has been revoked'), {
      name: 'NotAuthorizedException',
    });
    auth.listWebAuthnCredentials.mockRejectedValue(refused);
    await expect(listPasskeys('retail')).rejects.toBe(refused);
  });

  it('adds with associateWebAuthnCredential and removes by credential id', async () => {
    useFakeAuth();
    auth.associateWebAuthnCredential.mockResolvedValue(undefined);
    auth.deleteWebAuthnCredential.mockResolvedValue(undefined);
    await addPasskey('retail');
    await removePasskey('retail', 'cred-1');
    expect(auth.associateWebAuthnCredential).toHaveBeenCalledTimes(1);
    expect(auth.deleteWebAuthnCredential).toHaveBeenCalledWith({ credentialId: 'cred-1' });
  });

  it('knows a browser can store passkeys by PublicKeyCredential', () => {
    vi.stubGlobal('PublicKeyCredential', undefined);
    expect(browserSupportsPasskeys()).toBe(false);
    vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
    expect(browserSupportsPasskeys()).toBe(true);
  });
});
