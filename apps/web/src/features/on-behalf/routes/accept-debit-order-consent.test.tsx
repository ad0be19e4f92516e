/**
 * QA walk 13, finding 8: the acceptance's debit order consent is the server's text, naming the amount a
 * month and the day, and the account as the one shown above (the operator entered it).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { json, mockFetch } from '../../../test/mock-fetch';
import { renderAccept, REVIEW, review, TOKEN } from '../testing/accept-fixtures';

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('the acceptance’s debit order consent', () => {
  it('names the amount a month, the day and the bank account shown above', async () => {
    mockFetch({ [REVIEW]: () => json(200, review()) });
    await renderAccept(`/employee/accept#t=${TOKEN}`);
    const form = await screen.findByRole('form', { name: 'Your acceptance' });
    const consent = within(form).getByRole('checkbox', {
      name: /^I authorise the insurer to collect R\s[\d\s]+,\d\d a month by debit order from the bank account shown above, on the 15th of each month, until I cancel the policy\.$/,
    });
    expect(consent).not.toBeChecked();
    expect(within(form).queryByText(/account I gave|billing day I chose/)).toBeNull();
  });
});
