import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { useAuthSession } from '../../../../lib/identity';
import type { MotorFamily } from '../api/valuation-api';
import { motorRegistrationActions, normaliseMotorDraft } from './registration-slice';
import { useMotorWizardAgent } from './wizard-agent';

/** The persisted motor draft, completed with the current defaults. */
export const useMotorDraft = () =>
  normaliseMotorDraft(useAppSelector((state) => state.motorInsuranceRegistration));

/**
 * Whose the draft is: the signed-in customer of `family` claims a draft filled in before signing in, and a
 * draft another customer left on this device is cleared before any of it shows. Returns whether the draft
 * may be shown (false while it still belongs to someone else). An agent's draft is the agent's for that customer.
 */
export function useMotorDraftOwner(family: MotorFamily): { ready: boolean; owner: string | null } {
  const dispatch = useAppDispatch();
  const draftOwner = useAppSelector((state) => state.motorInsuranceRegistration.owner ?? null);
  const session = useAuthSession(family);
  const username = session.status === 'signedIn' ? (session.user?.username ?? null) : null;
  const agent = useMotorWizardAgent();
  const owner = agent ? agent.draftOwner : username === null ? null : `${family}:${username}`;
  useEffect(() => {
    if (owner !== null && draftOwner !== owner) dispatch(motorRegistrationActions.draftOwnerSeen(owner));
  }, [dispatch, draftOwner, owner]);
  return { ready: owner !== null && draftOwner === owner, owner };
}
