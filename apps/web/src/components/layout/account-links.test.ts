import { describe, expect, it } from 'vitest';
import { deviceWebPaths } from '../../features/device/shared/policies/paths';
import { EMPLOYEE_FUNERAL_PATHS } from '../../features/funeral/employee/routes/paths';
import { FUNERAL_PATHS_WEB } from '../../features/funeral/retail/routes/paths';
import { motorWebPaths } from '../../features/motor/shared/policies/paths';
import { accountLinks } from './account-links';

const account = (audience: 'retail' | 'employee' | 'operator') => ({
  audience,
  name: 'Thandi',
  home: `/${audience}`,
  profile: audience === 'operator' ? null : `/${audience}/profile`,
});

const links = (audience: 'retail' | 'employee' | 'operator') =>
  accountLinks(account(audience)).map((link) => [link.label, link.to]);

describe('account links', () => {
  it('lead a retail customer to their funeral, device and motor policies and claims', () => {
    expect(links('retail')).toEqual([
      ['My account', '/retail'],
      ['My funeral cover', FUNERAL_PATHS_WEB.policies],
      ['My funeral claims', FUNERAL_PATHS_WEB.claims],
      ['My device cover', deviceWebPaths('retail').policies],
      ['My device claims', deviceWebPaths('retail').claims],
      ['My motor cover', motorWebPaths('retail').policies],
      ['My motor claims', motorWebPaths('retail').claims],
      ['Profile', '/retail/profile'],
    ]);
  });

  it('lead an employee to the employee funeral page (policies, free benefit, salary cover), device and motor cover and claims', () => {
    expect(links('employee')).toEqual([
      ['My account', '/employee'],
      ['My funeral cover', EMPLOYEE_FUNERAL_PATHS.overview],
      ['My funeral claims', EMPLOYEE_FUNERAL_PATHS.claims],
      ['My device cover', deviceWebPaths('employee').policies],
      ['My device claims', deviceWebPaths('employee').claims],
      ['My motor cover', motorWebPaths('employee').policies],
      ['My motor claims', motorWebPaths('employee').claims],
      ['Profile', '/employee/profile'],
    ]);
  });

  it('give an operator only their home', () => {
    expect(links('operator')).toEqual([['My account', '/operator']]);
  });
});
