import {
  claimInput,
  createCustomer,
  createEmployeeCustomer,
  issueFuneralPolicy,
  startClaimsHarness,
  submitClaimViaApi,
} from '../../src/modules/claims/testing/harness.js';
import { createSignedInUser, type AccountsHarness } from '../../src/modules/accounts/testing/harness.js';
import { retailAttributes, testSaId, THABO } from '../../src/modules/accounts/testing/people.js';
import { createOperatorAccount } from '../../src/modules/operator/accounts.js';
import { OPERATOR_SESSION_COOKIE } from '../../src/platform/auth/operator-session.js';
import { formData, samplePdf } from '../../src/platform/uploads/testing.js';
import { DEMO_OPERATOR } from '../../src/seed/operator.js';
import type { Caller, CallerName } from './requests.js';
import { routeCollector, type FuzzRoute } from './routes.js';

/**
 * The fuzzer's world: the whole app (every module, the demo data seeded) with an onRoute collector in
 * front of the modules, and one signed-in caller per audience whose own records (policy, claim, document,
 * ID number) fill the valid samples, so that a hostile field is the only thing wrong with a request.
 */
export interface FuzzWorld {
  h: AccountsHarness;
  routes: FuzzRoute[];
  callers: Record<CallerName, Caller>;
  /** Values for an /idp request body (real client ids, a real user name and access token). */
  idp: { clientId: string; username: string; accessToken: string };
  /** Signs the operator and back-office callers in again (after a fuzzed logout ended their sessions). */
  renewSessions(): Promise<void>;
  close(): Promise<void>;
}

export async function startFuzzWorld(): Promise<FuzzWorld> {
  const routes: FuzzRoute[] = [];
  const collector = routeCollector(routes);
  const claims = await startClaimsHarness({ seed: true, beforeModules: [collector] });
  const { accounts: h } = claims;

  const retail = await createCustomer(claims, 41);
  const policy = await issueFuneralPolicy(claims, retail, 41);
  const claim = await submitClaimViaApi(claims, retail, claimInput(policy, retail));
  const upload = await claims.call(retail, {
    method: 'POST',
    url: '/api/retail/funeral/policy/uploadDocuments',
    payload: formData({ claimId: claim.claimId, kind: 'death_certificate' }, [
      { field: 'file', name: 'death.pdf', bytes: samplePdf('death') },
    ]),
  });
  const documentId =
    upload.statusCode === 201 ? upload.json<{ documents: { id: string }[] }>().documents[0]?.id : undefined;
  const employee = await createEmployeeCustomer(claims, THABO, 'thabo');
  // The /idp fuzz gets its own user, so that nothing it does can touch the callers' sessions.
  const idpUser = await createSignedInUser(h, 'retail', testSaId(43), retailAttributes(43));

  let logins = 0;
  const login = async (name: string, password: string) => {
    const response = await h.app.inject({
      method: 'POST',
      url: '/api/operator/login',
      payload: { name, pass: password },
      // A fresh address for each sign-in, so the login route's per-address limit never refuses a renewal.
      remoteAddress: `10.250.${(logins >> 8) & 255}.${(logins += 1) & 255}`,
    });
    const cookie = response.cookies.find((entry) => entry.name === OPERATOR_SESSION_COOKIE);
    if (!cookie) throw new Error(`operator login failed: ${response.body}`);
    return { [OPERATOR_SESSION_COOKIE]: cookie.value };
  };
  const operatorCookies = await login(DEMO_OPERATOR.name, DEMO_OPERATOR.password);
  const assessorPassword = 'Fuzz#Assessor2026';
  await createOperatorAccount(
    h.app.db,
    {
      name: 'fuzz.assessor',
      displayName: 'Fuzz Assessor',
      roles: ['operator', 'backoffice'],
      password: assessorPassword,
    },
    { hashParams: { N: 1024, r: 8, p: 1 } },
  );
  const backofficeCookies = await login('fuzz.assessor', assessorPassword);

  const shared: Record<string, unknown> = {
    policyId: policy.policyId,
    claimId: claim.claimId,
    ...(documentId ? { documentId } : {}),
  };
  const retailValues: Record<string, unknown> = {
    ...shared,
    idNumber: retail.holder.id.number,
    saId: retail.holder.id.number,
    userName: retail.principal.username,
    username: retail.principal.username,
    policyHolderId: retail.holder.policyHolderId,
    email: retail.holder.email,
  };
  const employeeValues: Record<string, unknown> = {
    idNumber: THABO.idNumber,
    saId: THABO.idNumber,
    userName: employee.principal.username,
    username: employee.principal.username,
    salaryReferenceNumber: THABO.salaryReferenceNumber,
    policyHolderId: employee.holder.policyHolderId,
    email: THABO.email,
  };
  const fillFrom = (values: Record<string, unknown>) => (key: string) => values[key];
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const none = { headers: {}, cookies: {} };
  const callers: Record<CallerName, Caller> = {
    anonymous: { name: 'anonymous', ...none, fill: fillFrom(retailValues) },
    public: { name: 'public', ...none, fill: fillFrom(retailValues) },
    dev: { name: 'dev', ...none, fill: fillFrom(retailValues) },
    retail: { name: 'retail', headers: bearer(retail.token), cookies: {}, fill: fillFrom(retailValues) },
    employee: {
      name: 'employee',
      headers: bearer(employee.token),
      cookies: {},
      fill: fillFrom(employeeValues),
    },
    operator: { name: 'operator', headers: {}, cookies: operatorCookies, fill: fillFrom(shared) },
    backoffice: { name: 'backoffice', headers: {}, cookies: backofficeCookies, fill: fillFrom(shared) },
  };
  return {
    h,
    routes,
    callers,
    idp: {
      clientId: h.idp.retail.clientId,
      username: idpUser.username,
      accessToken: idpUser.tokens.AccessToken,
    },
    async renewSessions() {
      callers.operator.cookies = await login(DEMO_OPERATOR.name, DEMO_OPERATOR.password);
      callers.backoffice.cookies = await login('fuzz.assessor', assessorPassword);
    },
    close: () => claims.close(),
  };
}
