/** A cover wizard's two headings: while applying, and for an application opened from the list. */
export interface WizardHeadings {
  /** 'Insure your phone' */
  applying: string;
  /** 'Your device cover application' */
  resumed: string;
}

/**
 * The wizard page's heading, the same through one sitting (QA walk 11): an application begun here keeps
 * the applying heading on every step, also once the application is saved; one opened from the list to be
 * finished keeps the application's, also when it is saved again. Starting again starts with the applying one.
 */
export const wizardHeading = (resumed: boolean, headings: WizardHeadings): string =>
  resumed ? headings.resumed : headings.applying;
