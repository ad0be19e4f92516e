import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OPERATOR_DESK_MESSAGES, OPERATOR_DESK_PATHS } from '@cover/domain/motor';
import { json, mockFetch, refusal } from '../../../../test/mock-fetch';
import { renderWithApp } from '../../../../test/render';
import { deskEmployee, deskHolder, HOLDER_ID } from '../testing/desk-fixtures';
import { DeskFinder } from './desk-finder';

afterEach(() => vi.unstubAllGlobals());

const FIND = `POST ${OPERATOR_DESK_PATHS.findEmployee.path}`;
const REGISTER = `POST ${OPERATOR_DESK_PATHS.registerPolicyHolder.path}`;

describe('operator desk: find an employee and register them as a policy holder', () => {
  it('refuses a number that is not a salary reference number before asking, then says when none matches', async () => {
    const api = mockFetch({
      [FIND]: () => refusal(404, 'NOT_FOUND', OPERATOR_DESK_MESSAGES.employeeNotFound),
    });
    renderWithApp(<DeskFinder />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /salary reference number/i }), '12');
    await user.click(screen.getByRole('button', { name: 'Find employee' }));
    expect(
      await screen.findByText('Please enter the salary reference number: 5 to 12 digits'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', OPERATOR_DESK_PATHS.findEmployee.path)).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: /salary reference number/i }), '3456');
    await user.click(screen.getByRole('button', { name: 'Find employee' }));
    expect(await screen.findByText(OPERATOR_DESK_MESSAGES.employeeNotFound)).toBeInTheDocument();
    expect(api.callsTo('POST', OPERATOR_DESK_PATHS.findEmployee.path)[0]?.body).toEqual({
      salaryReferenceNumber: '123456',
    });
  });

  it('finds by ID number, registers the employee with a corrected cellphone and offers to register a vehicle', async () => {
    const api = mockFetch({
      [FIND]: () => json(200, deskEmployee()),
      [REGISTER]: () =>
        json(200, {
          policyHolder: deskHolder(),
          created: true,
          message: OPERATOR_DESK_MESSAGES.holderCreated,
        }),
    });
    const { store } = renderWithApp(<DeskFinder />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'ID number' }));
    await user.type(screen.getByRole('textbox', { name: /ID number/ }), '8001015009087');
    await user.click(screen.getByRole('button', { name: 'Find employee' }));

    expect(await screen.findByRole('heading', { name: 'Thabo Mokoena' })).toBeInTheDocument();
    expect(api.callsTo('POST', OPERATOR_DESK_PATHS.findEmployee.path)[0]?.body).toEqual({
      idNumber: '8001015009087',
    });
    expect(screen.getByTestId('holder-status')).toHaveTextContent('Not a policy holder yet');
    expect(screen.getByText('t***@example.com')).toBeInTheDocument();
    // masked numbers read as local numbers do, not '+27*****4567'
    expect(screen.getByText('0** *** 4567')).toBeInTheDocument();
    expect(screen.getByText('On the roster: 0** *** 4567')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Register a vehicle' })).not.toBeInTheDocument();

    await user.type(screen.getByLabelText(/corrected email/i), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Register as policy holder' }));
    expect(api.callsTo('POST', OPERATOR_DESK_PATHS.registerPolicyHolder.path)).toHaveLength(0);
    await user.clear(screen.getByLabelText(/corrected email/i));
    await user.type(screen.getByLabelText(/corrected cellphone/i), '0827654321');
    await user.click(screen.getByRole('button', { name: 'Register as policy holder' }));

    expect(await screen.findByRole('link', { name: 'Register a vehicle' })).toHaveAttribute(
      'href',
      '/operator/motor/register',
    );
    const sent = api.callsTo('POST', OPERATOR_DESK_PATHS.registerPolicyHolder.path);
    expect(sent[0]?.body).toEqual({ salaryReferenceNumber: '100234', cellphone: '+27827654321' });
    expect(sent[0]?.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.getByTestId('holder-status')).toHaveTextContent(
      'Policy holder (registered by an operator; no account yet)',
    );
    await waitFor(() =>
      expect(store.getState().policyHolder.policyHolder).toMatchObject({ policyHolderId: HOLDER_ID }),
    );
    expect(store.getState().policyHolderRegister.registerDetails).toMatchObject({ userName: '100234' });

    await user.click(screen.getByRole('button', { name: 'Find another employee' }));
    expect(await screen.findByRole('button', { name: 'Find employee' })).toBeInTheDocument();
    expect(store.getState().policyHolder.policyHolder).toBeNull();
  });
});
