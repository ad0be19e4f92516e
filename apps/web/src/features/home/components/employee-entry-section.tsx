import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import BadgeIcon from '@mui/icons-material/Badge';

/** Where the employee area starts: self-registration (spec 000 §2) and the employee sign-in. */
export const EMPLOYEE_ENTRY = { register: '/employee/register', signIn: '/employee/sign-in' } as const;

/** The way in for Telkom employees, right below the hero: register or sign in as an employee. */
export function EmployeeEntrySection() {
  return (
    <Box
      component="section"
      id="employees"
      aria-labelledby="employees-title"
      sx={{ bgcolor: 'primary.light', borderBottom: 1, borderColor: 'divider', scrollMarginTop: 72 }}
    >
      <Container
        maxWidth="lg"
        sx={{
          py: { xs: 3, md: 4 },
          display: 'flex',
          flexDirection: { xs: 'column', md: 'row' },
          alignItems: { xs: 'stretch', md: 'center' },
          gap: { xs: 2, md: 4 },
        }}
      >
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flex: 1, minWidth: 0 }}>
          <BadgeIcon aria-hidden sx={{ color: 'primary.main', fontSize: 40, flexShrink: 0 }} />
          <div>
            <Typography id="employees-title" variant="h2" sx={{ fontSize: { xs: '1.25rem', md: '1.5rem' } }}>
              Telkom employee?
            </Typography>
            <Typography sx={{ mt: 0.5 }} color="text.secondary">
              Take your free funeral benefit and get funeral, phone and motor cover paid from your salary.
              Register once with your salary reference number, then sign in as an employee.
            </Typography>
          </div>
        </Box>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ flexShrink: 0 }}>
          <Button component={RouterLink} to={EMPLOYEE_ENTRY.register} variant="contained" size="large">
            Register as an employee
          </Button>
          <Button component={RouterLink} to={EMPLOYEE_ENTRY.signIn} variant="outlined" size="large">
            Employee sign in
          </Button>
        </Stack>
      </Container>
    </Box>
  );
}
