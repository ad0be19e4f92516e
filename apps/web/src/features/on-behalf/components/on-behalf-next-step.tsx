import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ON_BEHALF_ACCEPT_PAGE_ROUTE, type OnBehalfApplication } from '@cover/domain/motor';
import { formatDateTime } from '../../../components/policies/format-time';
import { acceptPageWithToken, acceptTokenFor } from '../lib/accept-token';
import { ResendLinkButton } from './resend-link-button';

/**
 * What the employee does next about an application an operator made: accept it on its review page (the
 * emailed link, or "Review and accept" once its own link was opened in this tab), ask for the link again
 * ("Send me the link again", also once it expired), or nothing. One wording for the application's entry in
 * the list and the dashboard.
 */
export function OnBehalfNextStep({ item }: { item: OnBehalfApplication }) {
  const { acceptance } = item;
  // the link this tab opened for this very application (two may wait, each with its own link)
  const token = acceptance.status === 'SENT' ? acceptTokenFor(item.application.applicationId) : null;
  if (acceptance.status === 'SENT')
    return token ? (
      <Button
        variant="contained"
        component={RouterLink}
        to={acceptPageWithToken(ON_BEHALF_ACCEPT_PAGE_ROUTE, token)}
      >
        Review and accept
      </Button>
    ) : (
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="body2">
          We emailed and texted you a link on {formatDateTime(acceptance.sentAt)} to review and accept it.
          Open that link to accept
          {acceptance.expiresAt ? ` (it works until ${formatDateTime(acceptance.expiresAt)})` : ''}.
        </Typography>
        <ResendLinkButton applicationId={item.application.applicationId} />
      </Stack>
    );
  if (acceptance.status === 'EXPIRED')
    return (
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="body2">Your link expired: we can send you a new one.</Typography>
        <ResendLinkButton applicationId={item.application.applicationId} />
      </Stack>
    );
  if (acceptance.status === 'DECLINED')
    return (
      <Typography variant="body2">
        You told us something is wrong, so nothing was taken out. {item.operatorName} can make a new
        application with you once it is put right.
      </Typography>
    );
  return null;
}
