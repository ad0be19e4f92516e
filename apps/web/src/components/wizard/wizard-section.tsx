import { useId, type ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export interface WizardSectionProps {
  title?: string;
  /** 'h4' for a lesser section; the heading is an h2 either way */
  titleVariant?: 'h3' | 'h4';
  /** a line under the title */
  description?: ReactNode;
  /** makes the section a named region: by its title, or by this label when it has none */
  region?: boolean | string;
  children?: ReactNode;
}

/** One outlined block of a wizard step, with its heading. */
export function WizardSection({
  title,
  titleVariant = 'h3',
  description,
  region,
  children,
}: WizardSectionProps) {
  const id = useId();
  const named =
    region === undefined || region === false
      ? {}
      : typeof region === 'string'
        ? { component: 'section' as const, 'aria-label': region }
        : { component: 'section' as const, 'aria-labelledby': id };
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} {...named}>
      {title ? (
        <Typography id={id} variant={titleVariant} component="h2" sx={{ mb: description ? 0 : 2 }}>
          {title}
        </Typography>
      ) : null}
      {description ? (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {description}
        </Typography>
      ) : null}
      {children}
    </Paper>
  );
}
