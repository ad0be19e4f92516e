import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { UNABLE_TO } from '@cover/domain';
import { PACKAGE_NAMES } from '@cover/domain/funeral';
import { json, refusal } from '../../../../test/mock-fetch';
import { atConfirm, quotePackage } from './test-confirm';

afterEach(() => vi.unstubAllGlobals());

const SPOUSE = 'A spouse must be between 18 and 64 years old';

describe('employee funeral registration: a quote that is not given (QA walk 5, finding 3)', () => {
  it('says why the server refused the quote, where the quote would be, and never "try again later"', async () => {
    await atConfirm('salary', () => refusal(422, 'QUOTE_INVALID', SPOUSE, { 'spouse.dateOfBirth': SPOUSE }));
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Getting your quote' })).toBeNull());
    expect((await screen.findAllByText(SPOUSE)).length).toBeGreaterThan(0);
    expect(screen.queryByText(UNABLE_TO.GET_QUOTE)).toBeNull();
    expect(screen.getByRole('button', { name: 'Change your cover' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply for this cover' })).toBeDisabled();
  }, 40_000);

  it('offers to try again when the quote failed on our side, and shows the quote it then gets', async () => {
    let calls = 0;
    const quote = quotePackage(PACKAGE_NAMES.EMPLOYEE_FUNERAL_INSURANCE);
    const { user } = await atConfirm('salary', () => {
      calls += 1;
      return calls === 1 ? refusal(503, 'UNAVAILABLE', 'Service unavailable') : json(201, quote);
    });
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Getting your quote' })).toBeNull());
    expect((await screen.findAllByText(UNABLE_TO.GET_QUOTE)).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('employee-total-premium')).toHaveTextContent(/Total premium: R/);
    expect(screen.getByRole('button', { name: 'Apply for this cover' })).toBeEnabled();
  }, 40_000);
});
