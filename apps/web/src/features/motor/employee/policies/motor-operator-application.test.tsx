import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { ON_BEHALF_PATHS } from '@cover/domain/motor';
import { json, mockFetch } from '../../../../test/mock-fetch';
import { renderWithApp } from '../../../../test/render';
import { review, TOKEN } from '../../../on-behalf/testing/accept-fixtures';
import { rememberAcceptTokenFor } from '../../../on-behalf/lib/accept-token';
import { motorApplication } from '../../shared/policies/test-motor-application';
import { MOTOR_API } from '../../shared/policies/test-motor-policy';
import { EmployeeMotorPoliciesPage } from './motor-policies-page';

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

const DECLARATION = 'Please accept the declaration to finish your application.';
const ARTICLE = 'Application for the Toyota Polo Vivo 2019';

/** An application an operator made for the employee, sent for their acceptance, beside one of their own. */
function mockOperatorApplication() {
  const base = motorApplication();
  const vehicle = (make: string) => ({ ...base.module, vehicle: { ...base.module.vehicle, make } });
  const operators = motorApplication({
    applicationId: '11111111-2222-4333-8444-000000000001',
    waitingFor: DECLARATION,
    module: vehicle('Toyota'),
  });
  mockFetch({
    [`GET ${MOTOR_API.employee}/policies/getPolicies`]: () => json(200, { data: [] }),
    [`GET ${MOTOR_API.employee}/applications/getApplications`]: () =>
      json(200, {
        data: [
          operators,
          motorApplication({
            applicationId: '11111111-2222-4333-8444-000000000002',
            waitingFor: DECLARATION,
            module: vehicle('Ford'),
          }),
        ],
      }),
    [`GET ${MOTOR_API.employee}/preinspections/getPreinspectionsByIdNumber`]: () => json(200, { data: [] }),
    [`GET ${ON_BEHALF_PATHS.getOnBehalfApplications.path}`]: () =>
      json(200, { data: [review({ application: operators })] }),
  });
}

describe('an application an operator made, in the employee’s list (QA walk 13, finding 1)', () => {
  it('offers no Continue into the wizard: it says who made it and to accept it from the link, once on the page', async () => {
    mockOperatorApplication();
    renderWithApp(<EmployeeMotorPoliciesPage />, { path: '/employee/motor/policies' });
    const made = await within(await screen.findByRole('article', { name: ARTICLE })).findByText(
      /^Applied for you by Olivia Operator/,
    );
    const article = screen.getByRole('article', { name: ARTICLE });
    expect(made).toBeInTheDocument();
    expect(within(article).queryByRole('link', { name: /Continue/ })).toBeNull();
    expect(within(article).queryByText(DECLARATION)).toBeNull();
    const linkText =
      /We emailed and texted you a link on .* to review and accept it\. Open that link to accept/;
    expect(within(article).getByText(linkText)).toBeInTheDocument();
    // "Done on your behalf" lists what the operator did and its state, without repeating the next step
    const section = screen.getByRole('region', { name: 'Done on your behalf' });
    expect(within(section).getByText(/^Applied for you by Olivia Operator/)).toBeInTheDocument();
    expect(within(section).queryByText(linkText)).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Send me the link again' })).toHaveLength(1);
    // the employee's own application still continues in the wizard
    const own = screen.getByRole('article', { name: 'Application for the Ford Polo Vivo 2019' });
    expect(within(own).getByRole('link', { name: /Continue/ })).toBeInTheDocument();
  });

  it('leads to the review page once the link was opened in this tab', async () => {
    rememberAcceptTokenFor('11111111-2222-4333-8444-000000000001', TOKEN);
    mockOperatorApplication();
    renderWithApp(<EmployeeMotorPoliciesPage />, { path: '/employee/motor/policies' });
    const article = await screen.findByRole('article', { name: ARTICLE });
    const link = await within(article).findByRole('link', { name: 'Review and accept' });
    expect(link).toHaveAttribute('href', `/employee/accept#t=${TOKEN}`);
    expect(within(article).queryByRole('link', { name: /Continue/ })).toBeNull();
  });
});
