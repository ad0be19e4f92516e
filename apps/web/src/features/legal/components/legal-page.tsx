import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { COMPANY } from '../company-details';
import { PageHead } from '../../../components/page/page-head';

export interface LegalSection {
  id: string;
  title: string;
  content: ReactNode;
}

export interface LegalPageProps {
  title: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
}

/** A legal document: title, demonstration note, contents list and numbered sections. */
export function LegalPage({ title, intro, sections }: LegalPageProps) {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 7 } }}>
      <PageHead title={title} />
      <Typography variant="h1">{title}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Last updated {COMPANY.lastUpdated}
      </Typography>
      <Alert severity="info" sx={{ mt: 3 }}>
        This is a demonstration deployment. Company names, registration numbers, FSP numbers and
        <code> .example</code> email addresses are illustrative; the ombud and regulator details are real.
      </Alert>
      <Box sx={{ mt: 3, '& p': { mt: 0, mb: 1.5 } }}>{intro}</Box>
      <Box
        component="nav"
        aria-label="Contents"
        sx={{
          mt: 3,
          p: 2.5,
          bgcolor: 'background.paper',
          borderRadius: 2,
          border: 1,
          borderColor: 'divider',
        }}
      >
        <Typography variant="h6" component="h2">
          Contents
        </Typography>
        <Box component="ol" sx={{ m: 0, mt: 1, pl: 3 }}>
          {sections.map((section) => (
            <Box component="li" key={section.id} sx={{ py: 0.5 }}>
              <Link href={`#${section.id}`}>{section.title}</Link>
            </Box>
          ))}
        </Box>
      </Box>
      {sections.map((section, index) => (
        <Box
          component="section"
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-title`}
          sx={{
            mt: 5,
            scrollMarginTop: 80,
            '& p': { mt: 0, mb: 1.5 },
            '& ul': { mt: 0, mb: 1.5, pl: 3 },
            '& li': { mb: 0.5 },
          }}
        >
          <Typography id={`${section.id}-title`} variant="h3" component="h2" sx={{ mb: 1.5 }}>
            {index + 1}. {section.title}
          </Typography>
          {section.content}
        </Box>
      ))}
    </Container>
  );
}
