import { useSyncExternalStore } from 'react';

/**
 * The photos the page is preparing and holds no file for yet (README, Documents). The upload field
 * shrinks a phone photo before handing it to its form (prepare-document.ts); a WebP, a HEIC or a photo
 * over the limit cannot go as it is, so until it is ready the form has no file for it. A form sent then
 * would ask for a required document the customer did choose, or leave an optional one out without a word.
 *
 * One mechanism, so that every form gets it without code of its own: each upload field reports here while
 * it prepares such a photo (startPreparing, with its element), and the submit button of every form with
 * upload fields is a DocumentsSubmitButton, which counts the photos being prepared in its own form (on the
 * whole page when it is in no form) and meanwhile is disabled, saying 'Preparing your photo…'. Once the
 * photo is ready the field hands it over and the button is back: pressed, it sends the photo. A preparation
 * that fails or passes its time limit (prepare-in-time.ts) ends the wait too, the photo refused at its
 * field with what to choose instead. A JPEG or PNG within the limit is not reported: the page holds it as
 * it is while it is prepared (file-upload-field.tsx), so a form sent meanwhile sends that.
 *
 * A module store rather than a React context: the button sits in the component that renders the fields'
 * section (ClaimFormFrame, WizardStepForm, HoldDocuments), above any provider a field could reach.
 */

interface Preparation {
  /** the upload field's element, to tell whose form it is in */
  field: Element | null;
}

const preparations = new Set<Preparation>();
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Reports a photo being prepared in the upload field `field`; call what it gives back once it is done. */
export function startPreparing(field: Element | null): () => void {
  const preparation: Preparation = { field };
  preparations.add(preparation);
  changed();
  return () => {
    if (preparations.delete(preparation)) changed();
  };
}

/** How many photos are being prepared in `scope` (null: on the whole page). */
export function preparingIn(scope: Element | null): number {
  let count = 0;
  for (const { field } of preparations) if (!scope || (field !== null && scope.contains(field))) count += 1;
  return count;
}

/**
 * How many photos are being prepared (that their page holds no file for yet) in the element `scope` gives
 * (null: the whole page), kept up to date.
 */
export function usePreparingDocuments(scope: () => Element | null): number {
  return useSyncExternalStore(
    subscribe,
    () => preparingIn(scope()),
    () => 0,
  );
}

/** 'Preparing your photo…', or '…photos…' for more than one. */
export const preparingText = (count: number) =>
  count > 1 ? 'Preparing your photos…' : 'Preparing your photo…';
