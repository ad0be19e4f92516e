/** Page paths of the operator desk (under /operator). */
export const DESK_PATHS = {
  home: '/operator',
  register: '/operator/motor/register',
  applications: '/operator/applications',
  application: (applicationId: string) => `/operator/applications/${applicationId}`,
} as const;
