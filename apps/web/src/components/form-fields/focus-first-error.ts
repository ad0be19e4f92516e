/**
 * Moves focus to the first field shown with an error that can take it (WCAG: errors tied to fields, focus
 * to the first). A field disabled for now (a list whose choices are still loading) takes no cursor, so the
 * next field in error gets it rather than the cursor staying where it was.
 */
export function focusFirstError(container: HTMLElement | null) {
  const invalid = container?.querySelectorAll<HTMLElement>('[aria-invalid="true"]') ?? [];
  const focusable = [...invalid].find(
    (field) => !field.matches(':disabled') && field.getAttribute('aria-disabled') !== 'true',
  );
  focusable?.focus();
}
