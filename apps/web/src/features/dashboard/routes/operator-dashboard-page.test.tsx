import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { operatorUserSlice } from '../../../app/persisted-slices';
import { json, mockFetch } from '../../../test/mock-fetch';
import { renderGuarded } from '../../../test/render';
import { OperatorDashboardPage } from './operator-dashboard-page';

afterEach(() => vi.unstubAllGlobals());

describe('/operator: the operator desk’s home', () => {
  it('says who is signed in without the raw role code (QA staff 16)', async () => {
    mockFetch({
      'GET /api/operator/getUserName': () =>
        json(200, { userName: 'operator', displayName: 'Demo Operator' }),
    });
    renderGuarded(<OperatorDashboardPage />, {
      path: '/operator',
      prepare: (store) =>
        store.dispatch(
          operatorUserSlice.actions.operatorSignedIn({
            name: 'operator',
            displayName: 'Demo Operator',
            roles: ['operator'],
          }),
        ),
    });
    const signedIn = await screen.findByText(/Signed in as/);
    expect(signedIn).toHaveTextContent('Signed in as operator');
    expect(screen.queryByLabelText('Your roles')).not.toBeInTheDocument();
    expect(screen.getAllByText('operator')).toHaveLength(1);
  });
});
