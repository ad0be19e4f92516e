import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

const STEPS = [
  {
    title: 'Choose your cover',
    text: 'Pick the cover amount and the people, phone or vehicle you want to insure. Your quote is valid for 7 days.',
  },
  {
    title: 'Apply in minutes',
    text: 'Add your beneficiaries and payment details: a debit order on the 12th, 15th, 20th, 25th or last day of the month, or a Telkom salary deduction.',
  },
  {
    title: 'Manage and claim online',
    text: 'Download your policy schedule, update members and beneficiaries, and submit and track claims with your documents.',
  },
];

export function HowItWorksSection() {
  return (
    <Box
      component="section"
      aria-labelledby="how-title"
      sx={{ bgcolor: 'background.paper', borderBlock: 1, borderColor: 'divider' }}
    >
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
        <Typography id="how-title" variant="h2">
          How it works
        </Typography>
        <Box
          component="ol"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            mt: 4,
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
            counterReset: 'step',
          }}
        >
          {STEPS.map((step, index) => (
            <Box component="li" key={step.title} sx={{ display: 'flex', gap: 2 }}>
              <Box
                aria-hidden
                sx={{
                  flexShrink: 0,
                  width: 40,
                  height: 40,
                  borderRadius: '50%',
                  display: 'grid',
                  placeItems: 'center',
                  bgcolor: 'primary.main',
                  color: '#FFFFFF',
                  fontWeight: 700,
                }}
              >
                {index + 1}
              </Box>
              <div>
                <Typography variant="h4" component="h3">
                  {step.title}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                  {step.text}
                </Typography>
              </div>
            </Box>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
