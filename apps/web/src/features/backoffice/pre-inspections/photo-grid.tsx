import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { INSPECTION_PHOTO_GUIDES, type InspectionPhotoKind } from '@cover/domain/motor';
import { SectionCard } from '../../../components/policies/section-card';
import type { BackofficePreInspectionDetail } from '../api/pre-inspections-api';

type Photo = BackofficePreInspectionDetail['photos'][number];

const labelOf = (kind: string) => INSPECTION_PHOTO_GUIDES[kind as InspectionPhotoKind]?.label ?? kind;

/** 'Open the front of the car photo at full size'; a label that starts with 'The' keeps its own article. */
const openLabelOf = (kind: string) => {
  const label = labelOf(kind).toLowerCase();
  return `Open ${label.startsWith('the ') ? '' : 'the '}${label} photo at full size`;
};

/**
 * The inspection's photos side by side at full size (one column on phones, two from sm, three from lg);
 * tap one to see it on its own at its natural size. A photo not taken yet says so.
 */
export function PhotoGrid({ photos }: { photos: readonly Photo[] }) {
  const [opened, setOpened] = useState<Photo | null>(null);
  return (
    <SectionCard title="Photos" headerGap={1.5}>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            sm: 'repeat(2, minmax(0, 1fr))',
            lg: 'repeat(3, minmax(0, 1fr))',
          },
        }}
      >
        {photos.map((photo) => (
          <Box component="li" key={photo.kind} data-testid="inspection-photo" sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 700, mb: 0.5 }}>{labelOf(photo.kind)}</Typography>
            {photo.fullUrl ? (
              <ButtonBase
                onClick={() => setOpened(photo)}
                aria-label={openLabelOf(photo.kind)}
                sx={{
                  display: 'block',
                  width: '100%',
                  borderRadius: 2,
                  overflow: 'hidden',
                }}
              >
                <Box
                  component="img"
                  src={photo.fullUrl}
                  alt={labelOf(photo.kind)}
                  loading="lazy"
                  sx={{
                    display: 'block',
                    width: '100%',
                    aspectRatio: '4 / 3',
                    objectFit: 'contain',
                    bgcolor: 'grey.900',
                  }}
                />
              </ButtonBase>
            ) : (
              <Box
                sx={{
                  aspectRatio: '4 / 3',
                  display: 'grid',
                  placeItems: 'center',
                  border: 1,
                  borderStyle: 'dashed',
                  borderColor: 'divider',
                  borderRadius: 2,
                  color: 'text.secondary',
                }}
              >
                Not taken yet
              </Box>
            )}
          </Box>
        ))}
      </Box>
      <Dialog open={Boolean(opened)} onClose={() => setOpened(null)} fullScreen maxWidth={false}>
        {opened?.fullUrl ? (
          <>
            <DialogTitle>{labelOf(opened.kind)}</DialogTitle>
            <DialogContent sx={{ display: 'grid', placeItems: 'center', bgcolor: 'grey.900', p: 0 }}>
              <Box
                component="img"
                src={opened.fullUrl}
                alt={`${labelOf(opened.kind)} at full size`}
                sx={{ maxWidth: '100%', height: 'auto' }}
              />
            </DialogContent>
            <DialogActions>
              <Button component="a" href={opened.fullUrl} target="_blank" rel="noopener">
                Open in a new tab
              </Button>
              <Button variant="contained" onClick={() => setOpened(null)}>
                Close
              </Button>
            </DialogActions>
          </>
        ) : null}
      </Dialog>
    </SectionCard>
  );
}
