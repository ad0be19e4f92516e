import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectPlainPage, main } from './motor-helpers';

/**
 * Sends a filled claim form of any line: the form checked for plain words and pictured, "Submit claim",
 * then the confirmation with the claim's number, which it returns.
 */
export async function submitClaimForm(page: Page, shoot: (name: string) => Promise<void>): Promise<string> {
  await expectPlainPage(page);
  await shoot('claim-form');
  await page.getByRole('button', { name: 'Submit claim' }).click();
  await main(page)
    .getByText('claim submitted successfully', { exact: false })
    .first()
    .waitFor({ timeout: 15_000 });
  const claimNumber = (await main(page).getByTestId('claim-number').textContent()) ?? '';
  expect(claimNumber).not.toBe('');
  return claimNumber;
}
