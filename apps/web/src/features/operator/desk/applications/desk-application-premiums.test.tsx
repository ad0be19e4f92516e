import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { OPERATOR_DESK_PATHS, type OperatorApplication } from '@cover/domain/motor';
import { Providers } from '../../../../app/providers';
import { createAppStore } from '../../../../app/store';
import { json, mockFetch } from '../../../../test/mock-fetch';
import { APPLICATION_ID } from '../../../motor/shared/wizard/testing/purchase-fixtures';
import { OPERATOR_SESSION, operatorApplication, signInOperator } from '../testing/desk-fixtures';
import { DeskApplicationPage } from './desk-application-page';

afterEach(() => vi.unstubAllGlobals());

const withCreditLife = (
  financeResponsible: OperatorApplication['financeResponsible'] = {
    theEmployee: true,
    name: 'Thabo Mokoena',
  },
) => {
  const application = operatorApplication();
  return operatorApplication({
    financeResponsible,
    module: {
      ...application.module,
      creditLife: {
        applicationId: 'c0ffee00-0000-4000-8000-000000000001',
        policyId: null,
        status: 'PENDING',
        monthlyPremium: 135_000,
        totalAmountInsured: 33_000_000,
      },
    },
  });
};

async function renderPage() {
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
}

describe('the operator’s application page', () => {
  it('shows vehicle credit life’s premium beside the motor premium, and what both come to a month', async () => {
    mockFetch({
      ...OPERATOR_SESSION,
      [`GET ${OPERATOR_DESK_PATHS.getApplicationbyApplicationId.path}`]: () => json(200, withCreditLife()),
    });
    await renderPage();
    const fact = async (label: string) => (await screen.findByText(label)).nextSibling;
    expect(await fact('Motor premium a month')).toHaveTextContent(/R\s?1[\s ]?127[.,]00/);
    expect(await fact('Vehicle credit life a month')).toHaveTextContent(/R\s?1[\s ]?350[.,]00/);
    expect(await fact('Together a month')).toHaveTextContent(/R\s?2[\s ]?477[.,]00/);
  }, 20_000);

  it.each([
    [{ theEmployee: true, name: 'Thabo Mokoena' }, 'The employee (Thabo Mokoena)'],
    [{ theEmployee: false, name: 'Lerato Dube' }, 'Lerato Dube'],
  ])(
    'says who is responsible for the finance: %j → %s',
    async (financeResponsible, shown) => {
      mockFetch({
        ...OPERATOR_SESSION,
        [`GET ${OPERATOR_DESK_PATHS.getApplicationbyApplicationId.path}`]: () =>
          json(200, withCreditLife(financeResponsible)),
      });
      await renderPage();
      expect((await screen.findByText('Responsible for the finance')).nextSibling).toHaveTextContent(shown);
      expect(screen.queryByText(/ID number/)).toBeNull();
    },
    20_000,
  );

  it('shows the one premium when no credit life was taken', async () => {
    mockFetch({
      ...OPERATOR_SESSION,
      [`GET ${OPERATOR_DESK_PATHS.getApplicationbyApplicationId.path}`]: () =>
        json(200, operatorApplication()),
    });
    await renderPage();
    expect(await screen.findByText('Premium a month')).toBeInTheDocument();
    expect(screen.queryByText('Together a month')).toBeNull();
    expect(screen.queryByText('Responsible for the finance')).toBeNull();
  }, 20_000);
});
