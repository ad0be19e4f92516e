/**
 * No form of this app submits itself as a page load: React handles every one. A prerendered page's form
 * is on screen before the page has hydrated, and a submit then would load the page again with the fields
 * in the address (a password included). The entry stops every native submit from its first line on; the
 * forms' own handlers still run.
 */
export function holdNativeSubmits(target: Pick<Document, 'addEventListener'> = document): void {
  target.addEventListener('submit', (event) => event.preventDefault(), true);
}
