import { useContext, useEffect } from 'react';
import { UNSAFE_DataRouterContext, useLocation, useNavigate } from 'react-router';

interface StepState {
  wizardStep?: number;
}

const stepOf = (state: unknown): number | undefined => {
  const step = (state as StepState | null)?.wizardStep;
  return typeof step === 'number' ? step : undefined;
};

/**
 * The wizard's steps in the browser's history, so that a phone's back button (or the browser's) goes to
 * the step before rather than out of the wizard, and forward comes back. Each step moved on to is a new
 * history entry on the same address (its step in the entry's state); going back inside the wizard replaces
 * the entry. An entry whose step may not be opened any more (a later step to be done again) shows the step
 * the draft allows, and says so in the entry.
 */
export function useStepHistory(
  step: number,
  openStep: (step: number) => void,
  canOpen: (step: number) => boolean,
): void {
  const location = useLocation();
  const navigate = useNavigate();
  // The router as it is now (not as this render saw it): a navigation may have started since.
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const entryStep = stepOf(location.state);
  const here = `${location.pathname}${location.search}${location.hash}`;
  const withStep = (wizardStep: number) => ({ ...(location.state as object | null), wizardStep });

  // The browser moved between entries (back or forward): open the entry's step.
  useEffect(() => {
    if (entryStep === undefined || entryStep === step) return;
    if (canOpen(entryStep)) openStep(entryStep);
    else void navigate(here, { replace: true, state: withStep(step) });
    // Only a change of entry is a traversal; the step's own changes are the next effect's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);

  // The wizard moved: forward is a new entry, back (or the first step shown) replaces this one. Only
  // while the router is still on this entry with nothing on its way: a step saved on the way out (to
  // sign in, say, whose page may still be loading) must not pull the page back into the wizard.
  useEffect(() => {
    if (entryStep === step) return;
    const forward = entryStep !== undefined && step > entryStep;
    const entry = location.key;
    const timer = setTimeout(() => {
      if (router && (router.state.location.key !== entry || router.state.navigation.state !== 'idle')) return;
      void navigate(here, { replace: !forward, state: withStep(step) });
    }, 0);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [step]);
}
