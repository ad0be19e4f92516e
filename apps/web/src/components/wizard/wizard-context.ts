import { createContext, useContext } from 'react';

/** Where a wizard is and how to move within it (steps numbered from 1). */
export interface WizardNavigation {
  step: number;
  stepCount: number;
  /** opens a step that may be opened (a done step, or the one after the last done) */
  openStep: (step: number) => void;
}

export const WizardContext = createContext<WizardNavigation | null>(null);

/** The navigation of the WizardFrame around the caller. */
export function useWizard(): WizardNavigation {
  const navigation = useContext(WizardContext);
  if (!navigation) throw new Error('useWizard must be used inside a WizardFrame');
  return navigation;
}
