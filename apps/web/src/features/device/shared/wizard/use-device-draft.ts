import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { useAuthSession } from '../../../../lib/identity';
import type { DeviceFamily } from '../api/purchase-api';
import { deviceRegistrationActions, normaliseDeviceDraft } from './registration-slice';

/** The persisted device draft, completed with the current defaults. */
export const useDeviceDraft = () =>
  normaliseDeviceDraft(useAppSelector((state) => state.deviceInsuranceRegistration));

/**
 * Whose the draft is: the signed-in customer of `family` claims a draft filled in before signing in, and a
 * draft another customer left on this device is cleared before any of it shows. Returns whether the draft
 * may be shown (false while it still belongs to someone else).
 */
export function useDraftOwner(family: DeviceFamily): { ready: boolean; owner: string | null } {
  const dispatch = useAppDispatch();
  const draftOwner = useAppSelector((state) => state.deviceInsuranceRegistration.owner ?? null);
  const session = useAuthSession(family);
  const username = session.status === 'signedIn' ? (session.user?.username ?? null) : null;
  const owner = username === null ? null : `${family}:${username}`;
  useEffect(() => {
    if (owner !== null && draftOwner !== owner) dispatch(deviceRegistrationActions.draftOwnerSeen(owner));
  }, [dispatch, draftOwner, owner]);
  return { ready: owner !== null && draftOwner === owner, owner };
}
