import { useEffect, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  APPLICATION_VIEW_STATUSES,
  applicationShownStatus,
  type ApplicationShownStatus,
  UNABLE_TO,
} from '@cover/domain';
import { oneOf, useSearchParamState } from '../../lib/search-param-state';
import { ErrorState, LoadingState } from '../async-state/async-state';
import { RecordNumber } from '../page/record-number';
import { NativeOptions } from './native-options';
import { RecentlyUpdatedMarker, StatusChip } from './status-chip';
import { statusFilterOptions, type StatusFilterOption } from './status-filter';
import {
  declinedByUnderwriting,
  underReview,
  UnderwritingNote,
  type UnderwritingReader,
  type UnderwritingView,
} from './underwriting-note';
import type { HoldDocumentsTarget } from './hold-documents';

const APPLICATION_STATUS_OPTIONS = statusFilterOptions(APPLICATION_VIEW_STATUSES);
export type ApplicationStatus = (typeof APPLICATION_VIEW_STATUSES)[number];
/** Shown unless a status is chosen: the applications not yet a policy (an issued one is listed as a policy). */
export const IN_PROGRESS = new Set<string>(['PENDING', 'APPROVED']);

/**
 * May the customer remove ("withdraw") the application from their list? Only one not yet a policy, and never
 * one an underwriter is reviewing: every line's server refuses it then (409 APPLICATION_UNDER_REVIEW,
 * docs/decisions/0040). Every line's list offers its remove action by this.
 */
export const isRemovableApplication = (application: UnderwritingView & { status: string }): boolean =>
  IN_PROGRESS.has(application.status) && !underReview(application);

/** Declined by an underwriter lately: still shown with those in progress, so the customer sees why. */
const recentlyDeclined = (application: ListedApplication) =>
  application.recentlyUpdated && declinedByUnderwriting(application);

/** The status filter of an applications list: '' shows those in progress and those declined lately. */
export function useApplicationStatus() {
  return useSearchParamState<ApplicationStatus>('application-status', oneOf(APPLICATION_VIEW_STATUSES));
}

interface ListedApplication extends UnderwritingView {
  applicationId: string;
  /** what the customer quotes when they contact us, e.g. APP-2026-000123 */
  applicationNumber: string;
  status: string;
  statusDisplayValue: string;
  recentlyUpdated: boolean;
}

export interface ApplicationRowProps {
  application: ListedApplication;
  /** the article's name, e.g. 'Application for the Apple iPhone 15' */
  label: string;
  title: ReactNode;
  detail: ReactNode;
  /** what may be done to it: continue, remove */
  children?: ReactNode;
  /** where the customer sends what an underwriter asked for while the application is on hold */
  holdDocuments?: HoldDocumentsTarget;
  /**
   * Whether it still waits for something before cover starts (the vehicle's inspection, the employee's
   * acceptance): an approved application then reads 'In progress', since 'Approved' reads as covered.
   */
  waiting?: boolean;
  /**
   * The status its list shows it with, when the list decides it from more than the application (the
   * desk's deskShownStatus: also 'Declined' for one the employee declined); else from the application.
   */
  shown?: ApplicationShownStatus;
  /** who reads the underwriter's note: the customer ('your application'), or staff acting for them */
  reader?: UnderwritingReader;
}

/**
 * The status of an application's chip: applicationShownStatus, the one mapping lists filter by too ('In
 * progress' for an approved one still waiting, 'Declined' for one an underwriter declined …).
 */
const chipValue = (application: ListedApplication, waiting: boolean) =>
  applicationShownStatus({ ...application, waiting });

/** One application in a list: what it is for, its status (and recently updated), and what may be done. */
export function ApplicationRow({
  application,
  label,
  title,
  detail,
  children,
  waiting = false,
  shown,
  holdDocuments,
  reader = 'customer',
}: ApplicationRowProps) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}
      aria-label={label}
      component="article"
    >
      <Box sx={{ mr: 'auto', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
        <Typography variant="body2" color="text.secondary">
          {detail}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Application number <RecordNumber>{application.applicationNumber}</RecordNumber>
        </Typography>
      </Box>
      <StatusChip status={application.status} displayValue={shown ?? chipValue(application, waiting)} />
      <RecentlyUpdatedMarker show={application.recentlyUpdated} />
      {children}
      <UnderwritingNote
        application={application}
        reader={reader}
        answer={
          holdDocuments && {
            applicationId: application.applicationId,
            subject: `the ${label.charAt(0).toLowerCase()}${label.slice(1)}`,
            target: holdDocuments,
          }
        }
      />
    </Paper>
  );
}

/**
 * A list's own status filter: its blank choice (which lists every application the server sent) and one
 * choice per status shown (e.g. the desk's: 'All', then the statuses of applicationShownStatus, by which
 * the server filters). Without it the customer's filter: blank 'In progress' … .
 */
export interface ApplicationStatusFilter<S extends string> {
  blank: string;
  options: readonly StatusFilterOption<S>[];
  /** said when the blank choice lists none */
  empty: string;
}

export interface ApplicationsSectionProps<A extends ListedApplication, S extends string = ApplicationStatus> {
  /** the section heading's id (unique on the page) */
  id: string;
  status: S | '';
  onStatus: (status: S | '') => void;
  filter?: ApplicationStatusFilter<S>;
  applications: {
    data?: { data: readonly A[] };
    isLoading: boolean;
    isError: boolean;
    isSuccess: boolean;
    refetch: () => unknown;
  };
  renderItem: (application: A) => ReactNode;
}

/** The caller's applications with their status (Pending, Approved …), filtered by status. */
export function ApplicationsSection<A extends ListedApplication, S extends string = ApplicationStatus>({
  id,
  status,
  onStatus,
  filter,
  applications,
  renderItem,
}: ApplicationsSectionProps<A, S>) {
  const options: readonly StatusFilterOption<string>[] = filter?.options ?? APPLICATION_STATUS_OPTIONS;
  const isOption = (value: string): value is S => options.some((option) => option.value === value);
  const loaded = applications.isSuccess;
  // opened at '#<id>' (e.g. after applying): the applications, not the policies above them, in view
  useEffect(() => {
    if (loaded && window.location.hash === `#${id}`)
      document.getElementById(id)?.scrollIntoView?.({ block: 'start' });
  }, [loaded, id]);
  const shown = (applications.data?.data ?? []).filter(
    (application) =>
      status !== '' ||
      filter !== undefined ||
      IN_PROGRESS.has(application.status) ||
      recentlyDeclined(application),
  );
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: 4 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 1.5 }}>
        <Typography id={id} variant="h3" component="h2" sx={{ mr: 'auto' }}>
          Applications
        </Typography>
        <TextField
          select
          label="Application status"
          value={status}
          onChange={(event) => onStatus(isOption(event.target.value) ? event.target.value : '')}
          sx={{ width: { xs: '100%', sm: 220 } }}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <NativeOptions blank={filter?.blank ?? 'In progress'} options={options} />
        </TextField>
      </Box>
      {applications.isLoading ? <LoadingState label="Loading your applications" lines={2} /> : null}
      {applications.isError ? (
        <ErrorState message={UNABLE_TO.LOAD_POLICIES} onRetry={() => void applications.refetch()} />
      ) : null}
      {applications.isSuccess && shown.length === 0 ? (
        <Typography color="text.secondary">
          {status
            ? 'No applications have this status.'
            : (filter?.empty ?? 'You have no applications in progress.')}
        </Typography>
      ) : null}
      <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {shown.map((application) => (
          <li key={application.applicationId}>{renderItem(application)}</li>
        ))}
      </Stack>
    </Box>
  );
}
