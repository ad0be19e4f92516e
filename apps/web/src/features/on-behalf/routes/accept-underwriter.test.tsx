import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { json, mockFetch } from '../../../test/mock-fetch';
import { REVIEW, TOKEN, renderAccept, review } from '../testing/accept-fixtures';

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

/** The fact's value beside its label in the review's summary. */
const fact = async (label: string) => (await screen.findByText(label, { selector: 'dt' })).nextSibling;

describe('/employee/accept: an application that goes to an underwriter (QA staff 5)', () => {
  it('says so before the employee accepts, and promises no start date', async () => {
    mockFetch({ [REVIEW]: () => json(200, review({ goesToUnderwriter: true })) });
    await renderAccept(`/employee/accept#t=${TOKEN}`);
    expect(await fact('Cover starts')).toHaveTextContent('Once an underwriter approves the application');
    expect(screen.queryByText('Cover starts on')).not.toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Your acceptance' });
    expect(
      within(form).getByText(/When you accept, your application goes to one of our underwriters/),
    ).toBeInTheDocument();
  });

  it('gives the start date when no underwriter is needed', async () => {
    mockFetch({ [REVIEW]: () => json(200, review()) });
    await renderAccept(`/employee/accept#t=${TOKEN}`);
    expect(await fact('Cover starts on')).toBeInTheDocument();
    expect(screen.queryByText(/goes to one of our underwriters/)).not.toBeInTheDocument();
  });
});
