import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import PhoneInTalkIcon from '@mui/icons-material/PhoneInTalk';
import ScheduleIcon from '@mui/icons-material/Schedule';
import VolunteerActivismIcon from '@mui/icons-material/VolunteerActivism';
import { PATHS } from '../../app/paths';
import { PRODUCT_COVER } from '../home/product-cover';
import type { DetailList, ProductDetails } from './product-details';
import { PageHead } from '../../components/page/page-head';

/** The cover that can be bought online today: funeral cover, from its calculator. */
export const FUNERAL_CALCULATOR = '/funeral';

/** The home page's call back form with this product chosen. */
export const callbackLink = (product: ProductDetails['id']) => ({
  pathname: PATHS.home,
  search: `?product=${product}`,
  hash: '#callback',
});

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={id}
      sx={{ p: { xs: 2.5, md: 3 }, height: '100%' }}
    >
      <Typography id={id} variant="h2" sx={{ fontSize: { xs: '1.25rem', md: '1.375rem' }, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function Bullets({ items, icon }: { items: readonly string[]; icon: 'check' | 'note' }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {items.map((item) => (
        <Box component="li" key={item} sx={{ display: 'flex', gap: 1, py: 0.5 }}>
          {icon === 'check' ? (
            <CheckCircleIcon fontSize="small" sx={{ color: 'success.main', mt: '2px' }} aria-hidden />
          ) : (
            <ScheduleIcon fontSize="small" sx={{ color: 'text.secondary', mt: '2px' }} aria-hidden />
          )}
          <Typography variant="body2">{item}</Typography>
        </Box>
      ))}
    </Box>
  );
}

function ListSection({
  list,
  id,
  icon = 'check',
}: {
  list: DetailList;
  id: string;
  icon?: 'check' | 'note';
}) {
  return (
    <Section id={id} title={list.title}>
      <Bullets items={list.items} icon={icon} />
    </Section>
  );
}

/**
 * A product's own page (/device, /motor): what the cover is, and plainly how to buy it today. Device cover
 * is bought online from its quote page (a consultant's call back is the second choice); a line may instead
 * pass its own way to buy (`buy`, e.g. motor's valuation and estimate). A product not sold online has the
 * call back as its way to buy, and funeral cover is pointed to as what can be.
 */
export function ProductPage({ details, buy }: { details: ProductDetails; buy?: ReactNode }) {
  const cover = PRODUCT_COVER.find((item) => item.id === details.id);
  if (!cover) return null;
  const id = (part: string) => `${details.id}-${part}`;
  const lower = cover.title.toLowerCase();

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageHead title={cover.title} description={cover.summary} />
      <Typography variant="overline" component="p" color="text.secondary">
        {cover.tagline}
      </Typography>
      <Typography variant="h1" sx={{ fontSize: 'clamp(1.625rem, 1.2rem + 1.8vw, 2.5rem)' }}>
        {cover.title}
      </Typography>
      <Typography sx={{ mt: 1.5, maxWidth: 760 }} color="text.secondary">
        {cover.summary}
      </Typography>

      {buy ? (
        <Box component="section" aria-labelledby={id('buy-title')} sx={{ mt: 3, maxWidth: 860 }}>
          <Typography id={id('buy-title')} variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
            Buy {lower} online
          </Typography>
          {buy}
        </Box>
      ) : details.buyOnline ? (
        <Paper
          component="section"
          variant="outlined"
          aria-labelledby={id('buy-title')}
          sx={{
            mt: 3,
            p: { xs: 2.5, md: 3 },
            maxWidth: 860,
            bgcolor: 'primary.light',
            borderColor: 'primary.light',
          }}
        >
          <Typography id={id('buy-title')} variant="h2" sx={{ fontSize: '1.25rem' }}>
            Buy {lower} online
          </Typography>
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            {details.buyOnline.intro}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 2 }}>
            <Button component={RouterLink} to={details.buyOnline.to} variant="contained" size="large">
              {details.buyOnline.label}
            </Button>
            <Button
              component={RouterLink}
              to={callbackLink(details.id)}
              variant="outlined"
              size="large"
              startIcon={<PhoneInTalkIcon />}
              aria-label={`Ask a consultant about ${lower}`}
            >
              Ask a consultant
            </Button>
          </Stack>
        </Paper>
      ) : (
        <Alert
          severity="info"
          role="note"
          icon={<PhoneInTalkIcon />}
          aria-labelledby={id('buy-title')}
          sx={{ mt: 3, maxWidth: 860, '& .MuiAlert-message': { width: '100%' } }}
        >
          <AlertTitle id={id('buy-title')} component="h2" sx={{ fontSize: '1.125rem' }}>
            How to buy {lower}
          </AlertTitle>
          <Typography variant="body2">
            {cover.title} cannot be bought online yet. Request a call back: a consultant will answer your
            questions, give you a quote and arrange your cover on the phone. The call is free and there is no
            obligation to buy.
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 2 }}>
            <Button
              component={RouterLink}
              to={callbackLink(details.id)}
              variant="contained"
              startIcon={<PhoneInTalkIcon />}
              aria-label={`Request a call back about ${lower}`}
            >
              Request a call back
            </Button>
          </Stack>
        </Alert>
      )}

      <Box
        sx={{
          mt: { xs: 3, md: 4 },
          display: 'grid',
          gap: { xs: 2, md: 3 },
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <ListSection id={id('includes')} list={{ title: 'What is included', items: cover.includes }} />
        <ListSection id={id('who')} list={details.whoFor} />
        <ListSection id={id('need')} list={details.youNeed} />
        <ListSection id={id('extra')} list={details.extra} />
        <ListSection id={id('claims')} list={details.claims} />
        <ListSection
          id={id('good-to-know')}
          list={{ title: 'Good to know', items: cover.goodToKnow }}
          icon="note"
        />
      </Box>

      {details.buyOnline || buy ? null : (
        <Paper
          component="section"
          aria-labelledby={id('online-title')}
          variant="outlined"
          sx={{
            mt: { xs: 3, md: 4 },
            p: { xs: 2.5, md: 3 },
            display: 'flex',
            flexDirection: { xs: 'column', md: 'row' },
            alignItems: { xs: 'stretch', md: 'center' },
            gap: 2,
            bgcolor: 'primary.light',
            borderColor: 'primary.light',
          }}
        >
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flex: 1, minWidth: 0 }}>
            <VolunteerActivismIcon aria-hidden sx={{ color: 'primary.main', fontSize: 36, flexShrink: 0 }} />
            <div>
              <Typography id={id('online-title')} variant="h2" sx={{ fontSize: '1.25rem' }}>
                What you can buy online today
              </Typography>
              <Typography variant="body2" sx={{ mt: 0.5 }}>
                Funeral cover for you and your family, from R5&nbsp;000 to R70&nbsp;000. Work out your cover
                and premium with the calculator, then apply online.
              </Typography>
            </div>
          </Box>
          <Button
            component={RouterLink}
            to={FUNERAL_CALCULATOR}
            variant="contained"
            sx={{ flexShrink: 0, alignSelf: { xs: 'stretch', md: 'center' } }}
          >
            Use the funeral calculator
          </Button>
        </Paper>
      )}
    </Container>
  );
}
