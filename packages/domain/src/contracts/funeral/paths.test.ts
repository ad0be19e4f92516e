import { describe, expect, it } from 'vitest';
import { fillPath } from '../paths/route.js';
import { allFuneralRoutes, FUNERAL_PATHS, retailFuneralFamily } from './paths.js';

const PREFIXES = {
  retail: '/api/retail/funeral/',
  jmr: '/api/jmr/funeral/',
  employee: '/api/employee/funeral/',
  cms: '/api/telkom-cms/funeral/',
} as const;

describe('funeral paths', () => {
  it('gives every call a unique method and path under its family prefix', () => {
    const routes = allFuneralRoutes();
    const keys = routes.map(({ route }) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const { family, route } of routes) expect(route.path.startsWith(PREFIXES[family])).toBe(true);
  });

  it('serves the spec retail calls in both the retail and the jmr family', () => {
    const spec = [
      'getPolicy',
      'addChildren',
      'editExtendedFamily',
      'uploadDocuments',
      'getClaimDocuments',
      'getClaimsByPolicyId',
      'getClaims',
      'getDocument',
      'editPolicyDetails',
      'editBeneficiary',
      'getPolicyPayment',
      'updatePolicyPayment',
      'cancelPolicy',
      'removeExtendedFamily',
      'getApplicationByPolicyHolder',
      'applicationDeclaration',
      'getPolicyByPolicyId',
      'getAddExtendedFamilyQuote',
      'addExtendedFamily',
      'submitClaim',
      'submitClaimByID',
      'getClaimByID',
      'getAQuote',
      'getCoverCalculate',
      'createQuoteApplication',
      'changePlanDetails',
      'checkIfActivePolicyExists',
    ];
    expect(Object.keys(FUNERAL_PATHS.retail)).toEqual(expect.arrayContaining(spec));
    expect(Object.keys(FUNERAL_PATHS.jmr)).toEqual(Object.keys(FUNERAL_PATHS.retail));
    expect(FUNERAL_PATHS.retail.getPolicy.path).toBe('/api/retail/funeral/policy/getPolicy');
    expect(FUNERAL_PATHS.jmr.getPolicy.path).toBe('/api/jmr/funeral/policy/getPolicy');
  });

  it('keeps the CMS and employee path names of the spec', () => {
    const cms = Object.values(FUNERAL_PATHS.cms).map((route) => route.path.slice(PREFIXES.cms.length));
    expect(cms).toEqual(
      expect.arrayContaining([
        'create-application',
        'get-quote',
        'create-claim',
        'get-claims',
        'get-applications',
        'archive',
        'get-policies',
        'alter',
        'editBeneficiary',
        'deleteBeneficiary',
        'requote',
        'paid/create-application',
        'paid/get-quote',
        'age-interval',
        'extended-family-premiums',
        'note/create',
      ]),
    );
    const employee = Object.values(FUNERAL_PATHS.employee).map((route) =>
      route.path.slice(PREFIXES.employee.length),
    );
    expect(employee).toEqual(
      expect.arrayContaining([
        'policies',
        'policies/:policyId',
        'documents',
        'createAlterationPackage',
        'application/createApplication',
        'quote',
      ]),
    );
  });

  it('declares the audience of every call: only the cover calculator is public', () => {
    const publicCalls = allFuneralRoutes().filter(({ route }) => route.audience === 'public');
    expect(publicCalls.map(({ family, name }) => `${family}.${name}`)).toEqual([
      'retail.getCoverCalculate',
      'jmr.getCoverCalculate',
    ]);
    expect(FUNERAL_PATHS.cms.alter.audience).toBe('employee');
  });

  it('makes creating, applying and cancelling idempotent', () => {
    for (const route of [
      FUNERAL_PATHS.retail.createQuoteApplication,
      FUNERAL_PATHS.retail.addExtendedFamily,
      FUNERAL_PATHS.retail.cancelPolicy,
      FUNERAL_PATHS.employee.createApplication,
      FUNERAL_PATHS.cms.alter,
    ])
      expect(route.idempotent).toBe(true);
    expect(FUNERAL_PATHS.retail.getPolicy.idempotent).toBe(false);
  });

  it('picks the jmr family when the flag is on and fills path parameters', () => {
    expect(retailFuneralFamily(true)).toBe(FUNERAL_PATHS.jmr);
    expect(retailFuneralFamily(false)).toBe(FUNERAL_PATHS.retail);
    expect(fillPath(FUNERAL_PATHS.employee.getPolicyById.path, { policyId: 'a b' })).toBe(
      '/api/employee/funeral/policies/a%20b',
    );
  });
});
