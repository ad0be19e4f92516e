import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import { HeroGlance } from './hero-glance';

const PROMISES = [
  'Cover for you and the people you love',
  'Pay by debit order or Telkom salary deduction',
  'Policies, claims and documents online',
];

export function HeroSection() {
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      sx={{
        bgcolor: 'primary.dark',
        color: '#FFFFFF',
        backgroundImage: 'linear-gradient(135deg, #003F87 0%, #0057B8 100%)',
      }}
    >
      <Container
        maxWidth="lg"
        sx={{
          py: { xs: 5, md: 9 },
          display: 'grid',
          gap: 6,
          gridTemplateColumns: { xs: '1fr', lg: '1fr 400px' },
        }}
      >
        <Box sx={{ maxWidth: 720 }}>
          <Typography variant="overline" component="p" sx={{ color: '#CFE3FA' }}>
            Telkom Cover
          </Typography>
          <Typography id="hero-title" variant="h1" sx={{ mt: 1 }}>
            Insurance made simple for Telkom customers and employees
          </Typography>
          <Typography variant="subtitle1" component="p" sx={{ mt: 2, color: '#E6ECF5' }}>
            Funeral, phone and motor cover with clear benefits, fair premiums and claims you can track online.
          </Typography>
          <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, mt: 3, mb: 0 }}>
            {PROMISES.map((promise) => (
              <Box component="li" key={promise} sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start' }}>
                <CheckIcon sx={{ color: '#8EC5FF', mt: '-1px' }} aria-hidden />
                <span>{promise}</span>
              </Box>
            ))}
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 4 }}>
            <Button
              href="#callback"
              size="large"
              variant="contained"
              sx={{ bgcolor: '#FFFFFF', color: 'primary.dark', '&:hover': { bgcolor: '#E8F1FB' } }}
            >
              Request a call back
            </Button>
            <Button
              href="#cover"
              size="large"
              variant="outlined"
              sx={{
                color: '#FFFFFF',
                borderColor: '#CFE3FA',
                '&:hover': { borderColor: '#FFFFFF', bgcolor: 'rgba(255,255,255,0.08)' },
              }}
            >
              Compare our cover
            </Button>
          </Stack>
        </Box>
        <HeroGlance />
      </Container>
    </Box>
  );
}
