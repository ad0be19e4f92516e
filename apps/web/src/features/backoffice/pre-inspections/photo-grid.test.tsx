import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '../../../app/theme';
import { preInspectionDetail } from '../testing/backoffice-fixtures';
import { PhotoGrid } from './photo-grid';

describe('the pre-inspection photo grid', () => {
  it('shows a visible focus ring on a photo reached with the keyboard (QA walk 3, finding 5)', async () => {
    const user = userEvent.setup();
    render(
      <ThemeProvider theme={theme}>
        <PhotoGrid photos={preInspectionDetail().photos} />
      </ThemeProvider>,
    );
    const front = screen.getByRole('button', { name: 'Open the front of the car photo at full size' });
    await user.tab();
    expect(front).toHaveFocus();
    expect(front).toHaveClass('Mui-focusVisible');
    // the theme's 3 px focus ring on every ButtonBase (which alone resets the outline to none)
    expect(getComputedStyle(front).outline).toMatch(/^3px solid/);
  });

  it('names a claim’s damage photo without a doubled “the” (QA walk 4, finding 7)', () => {
    const [front] = preInspectionDetail().photos;
    if (!front) throw new Error('no photo');
    const photos = (['damage', 'damage_close_up'] as const).map((kind) => ({
      ...front,
      kind,
      previewUrl: front.previewUrl?.replace('front', kind) ?? null,
      fullUrl: front.fullUrl?.replace('front', kind) ?? null,
    }));
    render(
      <ThemeProvider theme={theme}>
        <PhotoGrid photos={photos} />
      </ThemeProvider>,
    );
    expect(screen.getByRole('button', { name: 'Open the damage photo at full size' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Open the damage up close photo at full size' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /the the/i })).not.toBeInTheDocument();
  });
});
