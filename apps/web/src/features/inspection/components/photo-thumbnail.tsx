import Box from '@mui/material/Box';
import PhotoCameraOutlinedIcon from '@mui/icons-material/PhotoCameraOutlined';
import type { InspectionApi } from '../api/inspection-api';
import { usePhotoPreview } from '../hooks/use-photo-preview';

export const THUMBNAIL_SIZE = { width: 96, height: 72 } as const;

export interface PhotoThumbnailProps {
  api: InspectionApi | null;
  label: string;
  /** the thumbnail made on the phone, when the photo was just taken */
  local: Blob | null;
  /** the server's preview of the stored photo */
  previewUrl: string | null;
  /** changes when the stored photo changes, so that its preview is fetched again */
  revision: unknown;
}

/** The photo's thumbnail in a box of fixed size (no layout shift), or a camera outline when there is none. */
export function PhotoThumbnail({ api, label, local, previewUrl, revision }: PhotoThumbnailProps) {
  const src = usePhotoPreview(api, local, previewUrl, revision);
  return (
    <Box
      sx={{
        ...THUMBNAIL_SIZE,
        flex: 'none',
        borderRadius: 1.5,
        overflow: 'hidden',
        bgcolor: 'primary.light',
        color: 'primary.main',
        display: 'grid',
        placeItems: 'center',
      }}
    >
      {src ? (
        <Box
          component="img"
          src={src}
          alt={`Your photo: ${label}`}
          width={THUMBNAIL_SIZE.width}
          height={THUMBNAIL_SIZE.height}
          sx={{ display: 'block', width: 1, height: 1, objectFit: 'cover' }}
        />
      ) : (
        <PhotoCameraOutlinedIcon fontSize="large" aria-hidden />
      )}
    </Box>
  );
}
