import type { TwoFactorStatus } from '@cover/domain';
import type { Audience } from './audience';
import { getAccessToken } from './tokens';

function readStatus(body: unknown): TwoFactorStatus | null {
  if (typeof body !== 'object' || body === null) return null;
  const { required, status } = body as Record<string, unknown>;
  if (typeof required !== 'boolean' || (status !== 'enabled' && status !== 'disabled')) return null;
  return { required, status };
}

/**
 * GET /api/{audience}/twoFactor/status: whether this sign-in has passed the two-factor step. When the
 * answer cannot be read, the step counts as required and not yet passed (never the other way round).
 */
export async function fetchTwoFactorStatus(audience: Audience): Promise<TwoFactorStatus> {
  const notPassed: TwoFactorStatus = { required: true, status: 'disabled' };
  const token = await getAccessToken(audience);
  if (!token) return notPassed;
  try {
    const response = await fetch(`/api/${audience}/twoFactor/status`, {
      headers: { authorization: `Bearer ${token}` },
      credentials: 'same-origin',
    });
    if (!response.ok) return notPassed;
    return readStatus(await response.json()) ?? notPassed;
  } catch {
    return notPassed;
  }
}
