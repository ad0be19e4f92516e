import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { OPERATOR_DESK_PATHS, type OperatorApplication } from '@cover/domain/motor';
import { Providers } from '../../../../app/providers';
import { createAppStore } from '../../../../app/store';
import { json, mockFetch } from '../../../../test/mock-fetch';
import { APPLICATION_ID } from '../../../motor/shared/wizard/testing/purchase-fixtures';
import { OPERATOR_SESSION, operatorApplication, signInOperator } from '../testing/desk-fixtures';
import { DeskApplicationPage } from './desk-application-page';

afterEach(() => vi.unstubAllGlobals());

async function renderPage(application: OperatorApplication) {
  mockFetch({
    ...OPERATOR_SESSION,
    [`GET ${OPERATOR_DESK_PATHS.getApplicationbyApplicationId.path}`]: () => json(200, application),
  });
  const app = createAppStore();
  await app.startPersistence();
  signInOperator(app.store);
  const router = createMemoryRouter(
    [{ path: '/operator/applications/:applicationId', element: <DeskApplicationPage /> }],
    { initialEntries: [`/operator/applications/${APPLICATION_ID}`] },
  );
  render(
    <Providers store={app.store}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return screen.findByRole('heading', { level: 1, name: /Application for Thabo Mokoena/ });
}

const fact = async (label: string) => (await screen.findByText(label, { selector: 'dt' })).nextSibling;

const VALUE_REASON = 'The vehicle is worth R 1 250 000,00, more than R 1 000 000,00.';

describe('the operator’s application page', () => {
  it('gives the application number to quote (QA staff 9)', async () => {
    await renderPage(operatorApplication());
    expect(await fact('Application number')).toHaveTextContent('APP-2026-000042');
  });

  it('says once what the employee’s acceptance waits for (QA staff 18)', async () => {
    await renderPage(
      operatorApplication({
        acceptance: {
          status: 'SENT',
          statusLabel: 'Waiting for the employee to accept',
          sentAt: '2026-12-05T10:17:00.000Z',
          expiresAt: '2026-12-12T10:17:00.000Z',
          acceptedAt: null,
        },
      }),
    );
    const texts = screen.getAllByText(/^The employee’s acceptance$/);
    expect(texts).toHaveLength(1);
  });

  it('gives a start date when no underwriter is needed', async () => {
    await renderPage(operatorApplication());
    expect(await fact('Cover starts on')).toBeInTheDocument();
    expect(screen.queryByText(/goes to an underwriter/)).not.toBeInTheDocument();
  });

  it('says an application the acceptance will refer goes to an underwriter, and why, with no start date (QA staff 5)', async () => {
    await renderPage(operatorApplication({ goesToUnderwriter: true, referralReasons: [VALUE_REASON] }));
    expect(screen.queryByText('Cover starts on')).not.toBeInTheDocument();
    expect(await fact('Cover starts')).toHaveTextContent('Once an underwriter approves the application');
    const note = screen.getByTestId('underwriter-note');
    expect(note).toHaveTextContent('When the employee accepts, this application goes to an underwriter.');
    expect(within(note).getByText(new RegExp(VALUE_REASON.replace(/[.,]/g, '.')))).toBeInTheDocument();
  });

  it('says an underwriter reviews it once the employee accepted', async () => {
    await renderPage(
      operatorApplication({
        goesToUnderwriter: true,
        referralReasons: [VALUE_REASON],
        underwritingStatus: 'Pending',
        acceptance: {
          status: 'ACCEPTED',
          statusLabel: 'Accepted by the employee',
          sentAt: '2026-12-05T10:17:00.000Z',
          expiresAt: '2026-12-12T10:17:00.000Z',
          acceptedAt: '2026-12-05T10:30:00.000Z',
        },
      }),
    );
    expect(await screen.findByTestId('underwriter-note')).toHaveTextContent(
      'An underwriter is reviewing this application.',
    );
    expect(screen.queryByText('Cover starts on')).not.toBeInTheDocument();
  });
});
