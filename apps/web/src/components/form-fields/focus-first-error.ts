/** Moves focus to the first field shown with an error (WCAG: errors tied to fields, focus to the first). */
export function focusFirstError(container: HTMLElement | null) {
  const invalid = container?.querySelector<HTMLElement>('[aria-invalid="true"]');
  invalid?.focus();
}
