/** Shown when the checks of a form could not be downloaded (the network dropped before they were needed). */
export const FORM_CHECK_UNAVAILABLE =
  'We could not check your details because the connection dropped. Please try again.';
