/**
 * QA walk 13, finding 10: a wrong application address on the desk (an unknown id, or one that is not an id)
 * offers the way back to the operator's applications, not a "Try again" that cannot help; an error that
 * trying again may mend keeps it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { OPERATOR_DESK_PATHS } from '@cover/domain/motor';
import { Providers } from '../../../../app/providers';
import { createAppStore } from '../../../../app/store';
import { mockFetch, refusal } from '../../../../test/mock-fetch';
import { OPERATOR_SESSION, signInOperator } from '../testing/desk-fixtures';
import { DeskApplicationPage } from './desk-application-page';

afterEach(() => vi.unstubAllGlobals());

async function renderRefused(applicationId: string, reply: () => Response) {
  mockFetch({
    ...OPERATOR_SESSION,
    [`GET ${OPERATOR_DESK_PATHS.getApplicationbyApplicationId.path}`]: reply,
  });
  const app = createAppStore();
  await app.startPersistence();
  signInOperator(app.store);
  const router = createMemoryRouter(
    [{ path: '/operator/applications/:applicationId', element: <DeskApplicationPage /> }],
    { initialEntries: [`/operator/applications/${applicationId}`] },
  );
  render(
    <Providers store={app.store}>
      <RouterProvider router={router} />
    </Providers>,
  );
}

describe('a wrong application address on the desk (QA walk 13, finding 10)', () => {
  it.each([
    ['an unknown id', '00000000-0000-4000-8000-000000000000', 404, {}],
    ['not an id', 'not-an-id', 400, { applicationId: 'Invalid application id' }],
  ])('%s: offers the way back to the applications, and no Try again', async (_, id, status, fields) => {
    await renderRefused(id, () => refusal(status, 'NOT_FOUND', 'Not found', fields));
    expect(await screen.findByText('We could not find this application among yours.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your applications' })).toHaveAttribute(
      'href',
      '/operator/applications',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('keeps Try again for an error that trying again may mend, with the way back', async () => {
    await renderRefused('00000000-0000-4000-8000-000000000000', () =>
      refusal(503, 'UNAVAILABLE', 'The service is busy. Please try again.'),
    );
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your applications' })).toBeInTheDocument();
  });
});
