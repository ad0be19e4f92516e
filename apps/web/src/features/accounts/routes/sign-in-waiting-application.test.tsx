/**
 * QA walk 13, finding 6: an employee who opens the emailed acceptance link signed out is sent to the sign-in
 * page (next=/employee/accept). It says why they are there, from the return path alone (nothing of the
 * application: a signed-out visitor may not be its employee), with Register as prominent as Sign in.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { mockFetch } from '../../../test/mock-fetch';
import { renderPage } from '../testing/render-page';
import { resetSignIn } from '../testing/sign-in-mocks';
import { SignInPage } from './sign-in-page';

vi.mock('../flows/after-sign-in', async () => (await import('../testing/sign-in-mocks')).afterSignInModule());
vi.mock('../flows/sign-in', async (original) =>
  (await import('../testing/sign-in-mocks')).signInFlowsModule(original),
);
vi.mock('../../../lib/identity/amplify-client', async (original) =>
  (await import('../testing/sign-in-mocks')).amplifyClientModule(original),
);

afterEach(resetSignIn);

const LINE = 'Sign in or register to review the motor application an operator made for you.';

describe('the employee sign-in reached from the acceptance link', () => {
  it('says an application waits for review, and offers Register as a button as large as Sign in', async () => {
    mockFetch();
    renderPage(<SignInPage />, { path: '/employee/sign-in?next=%2Femployee%2Faccept' });
    expect(await screen.findByText(LINE)).toBeVisible();
    const register = screen.getByRole('link', { name: 'Register' });
    expect(register).toHaveAttribute('href', '/employee/register?next=%2Femployee%2Faccept');
    expect(register).toHaveClass('MuiButton-contained', 'MuiButton-sizeLarge');
    expect(screen.getByRole('button', { name: 'Sign in' })).toHaveClass('MuiButton-sizeLarge');
    // the line comes before the form
    const form = screen.getByRole('form', { name: 'Employee sign in' });
    expect(
      screen.getByText(LINE).compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('says nothing of an application on any other way in', async () => {
    mockFetch();
    renderPage(<SignInPage />, { path: '/employee/sign-in?next=%2Femployee%2Fmotor' });
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByText(LINE)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Register' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register' })).not.toHaveClass('MuiButton-contained');
  });
});
