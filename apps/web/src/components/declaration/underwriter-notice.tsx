import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';

/**
 * Before the customer declares, that their application will go to an underwriter, and why (the reasons in
 * their own words, clauses to follow "because", from the same rules the server's declaration applies): on
 * every line that refers applications (motor, device).
 */
const OPENING = 'An underwriter will look at this application before cover starts, because';
const CLOSING = 'We will let you know what they decide.';

export function UnderwriterNotice({ reasons }: { reasons: readonly string[] }) {
  if (reasons.length === 0) return null;
  return (
    <Alert severity="info" data-testid="underwriter-notice">
      {reasons.length === 1 ? (
        `${OPENING} ${reasons[0]}. ${CLOSING}`
      ) : (
        <>
          {OPENING}:
          <Box component="ul" sx={{ my: 0.5, pl: 2.5 }}>
            {reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </Box>
          {CLOSING}
        </>
      )}
    </Alert>
  );
}
