import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { usePublicConfig } from '../../app/public-config';
import { buildStampText } from './build-stamp';

/** The staff pages' footer: whose pages these are, and the version running (for support calls). */
export function StaffFooter() {
  const config = usePublicConfig();
  return (
    <Box
      component="footer"
      sx={{ mt: 'auto', borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Container
        maxWidth="lg"
        sx={{
          py: 2,
          display: 'flex',
          flexWrap: 'wrap',
          columnGap: 3,
          rowGap: 0.5,
          justifyContent: 'space-between',
        }}
      >
        <Typography variant="caption" component="p" color="text.secondary">
          Telkom Cover staff pages. A demonstration deployment: no real cover is issued.
        </Typography>
        {config ? (
          <Typography variant="caption" component="p" color="text.secondary">
            {buildStampText(config.buildStamp)}
          </Typography>
        ) : null}
      </Container>
    </Box>
  );
}
