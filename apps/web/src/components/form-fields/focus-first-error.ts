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

/** How many animation frames focusFirstErrorWhenShown waits at most for errors to show (about a second). */
export const ERROR_FRAMES = 60;

/**
 * focusFirstError once the errors are on the page. A refused submit's errors appear in React's next commit,
 * which on a busy phone can come after the next animation frame: it looks on each frame until a field is
 * shown in error (at most `frames` of them), so the cursor does not stay on the submit button.
 */
export function focusFirstErrorWhenShown(container: () => HTMLElement | null, frames = ERROR_FRAMES): void {
  const attempt = (left: number) => {
    const root = container();
    if (left > 1 && !root?.querySelector('[aria-invalid="true"]')) {
      requestAnimationFrame(() => attempt(left - 1));
      return;
    }
    focusFirstError(root);
  };
  requestAnimationFrame(() => attempt(frames));
}
