/**
 * A credit life line on the web (one credit life room serves phones and vehicles, DESIGN §5a): which
 * path family its calls use (the scope, part of every cache key), where its pages live and how the
 * financed item is named on them.
 */

/** The credit life lines: on a financed phone, on a financed vehicle. */
export type CreditLifeLineKey = 'device' | 'vehicle';
/** The signed-in audiences that hold credit life. */
export type CreditLifeFamily = 'retail' | 'employee';

/** What a call needs to find its route: the line and the audience's family (serialisable: a cache key). */
export interface CreditLifeScope {
  line: CreditLifeLineKey;
  family: CreditLifeFamily;
}

/** The credit life pages under a line's area, e.g. /employee/device/credit-life/... */
export function creditLifeWebPaths(area: string) {
  const base = `${area}/credit-life`;
  return {
    /** the credit life policies and applications */
    creditLifeList: base,
    creditLife: (policyId: string) => `${base}/${policyId}`,
    /** a credit life policy's change screen (cancel) */
    creditLifeAction: (policyId: string, action: string) => `${base}/${policyId}/${action}`,
    /** credit life taken on its own; a PENDING one is continued with its id */
    newCreditLife: (applicationId?: string) =>
      `${base}/new${applicationId ? `?applicationId=${encodeURIComponent(applicationId)}` : ''}`,
    /** 'Report a death or disability' on a credit life policy */
    newCreditLifeClaim: (policyId: string) => `${base}/claims/new?policyId=${encodeURIComponent(policyId)}`,
    creditLifeClaim: (claimId: string) => `${base}/claims/${claimId}`,
  };
}
export type CreditLifeWebPaths = ReturnType<typeof creditLifeWebPaths>;

/** How the line's pages name the financed item and link to the cover it was sold with. */
export interface CreditLifeWording {
  /** 'phone', 'vehicle' */
  item: string;
  /** 'Credit life on a financed phone' */
  cover: string;
  /** 'Financed phone' (a fact's label) */
  financedItem: string;
  /** the list page's title, e.g. 'My credit life' */
  listTitle: string;
  /** the list page's back link label, e.g. 'My device cover' */
  homeLabel: string;
  /** the link to the cover it was sold with, e.g. 'Device cover of this phone' */
  linkedPolicyLabel: string;
}

/** A credit life line as its pages see it. */
export interface CreditLifeLine {
  scope: CreditLifeScope;
  paths: CreditLifeWebPaths & {
    /** the line's own policies page (the list's back link) */
    home: string;
    /** the cover policy a credit life policy was sold with */
    linkedPolicy: (policyId: string) => string;
    /** the registration wizard a PENDING linked application is finished in */
    register: (applicationId: string) => string;
  };
  wording: CreditLifeWording;
  /** whether the audience can take credit life on its own (the standalone form) */
  standalone: boolean;
}
