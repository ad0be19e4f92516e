import { Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '../error-boundary';
import { AppShell } from '../layout/app-shell';
import { StaffFooter } from './staff-footer';
import { StaffHeader } from './staff-header';

/**
 * The staff pages' shell: the page landmarks with the staff header and footer in place of the shop's. The
 * root layout leaves /operator/… to it (layout/app-layout.tsx); it comes with their route tables.
 */
export function StaffLayout() {
  const { pathname } = useLocation();
  return (
    <AppShell header={<StaffHeader />} footer={<StaffFooter />}>
      <ErrorBoundary resetKey={pathname}>
        <Outlet />
      </ErrorBoundary>
    </AppShell>
  );
}
