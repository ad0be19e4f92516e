/**
 * What the motor calls of both audiences share: the family a call goes to (each its own path family with the
 * same calls; retail reads through the CMS family while the motor service is discontinued), a write's
 * idempotency key, and the cache tags of each family's records (the retail and employee caches never mix).
 */
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { MOTOR_PATHS, type MotorCall } from '@cover/domain/motor';
import { configApi } from '../../../../app/config-api';
import { pathMapQueryFn, type RouteRef } from '../../../../lib/path-map-request';

/** The two audiences that hold motor cover: each has the same calls under its own path family. */
export type MotorFamily = 'retail' | 'employee';

/** An argument of a call: the family it goes to, and what it sends. */
export type Of<T = object> = { family: MotorFamily } & T;
/** A write: its body and the idempotency key of its attempt. */
export type KeyedCall<Body> = Of<{ body: Body; idempotencyKey: string }>;

/**
 * The reads the Telkom CMS motor family serves for retail customers when the motor service is discontinued
 * (config flag `motorServiceDiscontinued`, spec 001 §6, §7): the policy list, one policy and the
 * applications, each under its CMS name.
 */
const CMS_READS = {
  getPolicies: 'getPolicies',
  getPolicyByPolicyId: 'getPolicyById',
  getApplications: 'getApplications',
} as const satisfies Partial<Record<MotorCall, keyof typeof MOTOR_PATHS.cms>>;
type CmsRead = keyof typeof CMS_READS;
const isCmsRead = (call: MotorCall): call is CmsRead => call in CMS_READS;

/** Whether retail motor reads go to the CMS family now (the config is cached for the session). */
async function motorServiceDiscontinued(api: BaseQueryApi): Promise<boolean> {
  const config = await api.dispatch(configApi.endpoints.getConfig.initiate(undefined, { subscribe: false }));
  return config.data?.flags.motorServiceDiscontinued ?? false;
}

/** The route of a call for a family: the family's own, or the CMS family's for a retail read when diverted. */
async function motorRoute(api: BaseQueryApi, family: MotorFamily, call: MotorCall): Promise<RouteRef> {
  if (family === 'retail' && isCmsRead(call) && (await motorServiceDiscontinued(api)))
    return MOTOR_PATHS.cms[CMS_READS[call]];
  return MOTOR_PATHS[family][call];
}

/** A call whose route is picked by the argument's family (the domain's one path map). */
export function familyCall<Arg extends { family: MotorFamily }, Result>(
  call: MotorCall | ((arg: Arg) => MotorCall),
  parts: (arg: Arg) => { input?: unknown; idempotencyKey?: string },
) {
  type QueryFn = ReturnType<typeof pathMapQueryFn<Arg, Result>>;
  return (...[arg, ...rest]: Parameters<QueryFn>) =>
    pathMapQueryFn<Arg, Result>(
      (baseApi) => motorRoute(baseApi, arg.family, typeof call === 'function' ? call(arg) : call),
      parts,
    )(arg, ...rest);
}

export const keyed = <Body>({ body, idempotencyKey }: KeyedCall<Body>) => ({ input: body, idempotencyKey });
export const withoutFamily = <T extends { family: MotorFamily }>({ family: _family, ...rest }: T) => rest;

/** Cache tags of the family's records (the retail and employee caches never mix). */
export const tag = {
  policies: (family: MotorFamily) => ({ type: 'Policy' as const, id: `motor:${family}:LIST` }),
  policy: (family: MotorFamily, policyId: string) => ({
    type: 'Policy' as const,
    id: `motor:${family}:${policyId}`,
  }),
  documents: (family: MotorFamily, policyId: string) => ({
    type: 'Document' as const,
    id: `motor:${family}:${policyId}`,
  }),
  payment: (family: MotorFamily, policyId: string) => ({
    type: 'Policy' as const,
    id: `motor:${family}:${policyId}:payment`,
  }),
  applications: (family: MotorFamily) => ({ type: 'Application' as const, id: `motor:${family}` }),
  preInspections: (family: MotorFamily) => ({
    type: 'Application' as const,
    id: `motor:${family}:pre-inspections`,
  }),
  claims: (family: MotorFamily) => ({ type: 'Claim' as const, id: `motor:${family}:LIST` }),
  claim: (family: MotorFamily, claimId: string) => ({
    type: 'Claim' as const,
    id: `motor:${family}:${claimId}`,
  }),
  claimDocuments: (family: MotorFamily, claimId: string) => ({
    type: 'Claim' as const,
    id: `motor:${family}:${claimId}:documents`,
  }),
};

/** After a policy changed: its page, the list, its documents (a new schedule) and its claims' excess. */
export const policyChanged = (family: MotorFamily, policyId: string) => [
  tag.policy(family, policyId),
  tag.policies(family),
  tag.documents(family, policyId),
];
