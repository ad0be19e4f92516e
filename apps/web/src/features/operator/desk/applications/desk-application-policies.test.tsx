import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { OPERATOR_DESK_PATHS, type OperatorApplication } from '@cover/domain/motor';
import { Providers } from '../../../../app/providers';
import { createAppStore } from '../../../../app/store';
import { json, mockFetch } from '../../../../test/mock-fetch';
import { APPLICATION_ID } from '../../../motor/shared/wizard/testing/purchase-fixtures';
import { creditLifeCover } from '../../../on-behalf/testing/accept-fixtures';
import { OPERATOR_SESSION, operatorApplication, signInOperator } from '../testing/desk-fixtures';
import { DeskApplicationPage } from './desk-application-page';

/**
 * QA walk 8 finding 6: once the employee accepted, the operator's application page gives the policy
 * numbers to quote: the motor policy, and the vehicle credit life's issued with it.
 */
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

describe('the operator’s application page, once accepted', () => {
  it('names the motor policy and the vehicle credit life policy issued with it', async () => {
    await renderPage(
      operatorApplication({
        status: 'ACTIVE',
        policyId: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
        policyNumber: 'MOT-2026-000001',
        creditLifeCover: creditLifeCover({
          policyId: '1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d',
          policyNumber: 'VCL-2026-000002',
        }),
      }),
    );
    expect(await fact('Motor policy')).toHaveTextContent('MOT-2026-000001');
    expect(await fact('Vehicle credit life policy')).toHaveTextContent('VCL-2026-000002');
  });

  it('names no policy before one is issued', async () => {
    await renderPage(operatorApplication({ creditLifeCover: creditLifeCover() }));
    await fact('Application number');
    expect(screen.queryByText('Motor policy', { selector: 'dt' })).toBeNull();
    expect(screen.queryByText('Vehicle credit life policy', { selector: 'dt' })).toBeNull();
  });
});
