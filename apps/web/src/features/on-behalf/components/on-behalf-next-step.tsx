import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ON_BEHALF_ACCEPT_PAGE_ROUTE, type OnBehalfApplication } from '@cover/domain/motor';
import { formatDateTime } from '../../../components/policies/format-time';
import { readAcceptToken } from '../lib/accept-token';

/**
 * What the employee does next about an application an operator made: accept it on its review page (the
 * emailed link, or "Review and accept" once the link was opened in this tab), ask again, or nothing. One
 * wording for "Done on your behalf" and the application's entry in the list.
 */
export function OnBehalfNextStep({ item }: { item: OnBehalfApplication }) {
  const { acceptance } = item;
  if (acceptance.status === 'SENT')
    return readAcceptToken() ? (
      <Button variant="contained" component={RouterLink} to={ON_BEHALF_ACCEPT_PAGE_ROUTE}>
        Review and accept
      </Button>
    ) : (
      <Typography variant="body2">
        We emailed and texted you a link on {formatDateTime(acceptance.sentAt)} to review and accept it. Open
        that link to accept
        {acceptance.expiresAt ? ` (it works until ${formatDateTime(acceptance.expiresAt)})` : ''}.
      </Typography>
    );
  if (acceptance.status === 'EXPIRED')
    return <Typography variant="body2">Your link expired: ask the operator to send a new one.</Typography>;
  if (acceptance.status === 'DECLINED')
    return (
      <Typography variant="body2">
        You told us something is wrong, so nothing was taken out. {item.operatorName} can make a new
        application with you once it is put right.
      </Typography>
    );
  return null;
}
