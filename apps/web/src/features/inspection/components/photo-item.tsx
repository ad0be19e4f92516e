import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import type { InspectionPagePhoto, InspectionPhotoKind } from '@cover/domain/motor';
import type { InspectionApi } from '../api/inspection-api';
import type { PhotoUpload } from '../hooks/use-photo-uploads';
import { PhotoThumbnail } from './photo-thumbnail';
import { UploadStatus } from './upload-status';
import { visuallyHidden } from '../../../lib/visually-hidden';

export interface PhotoItemProps {
  api: InspectionApi | null;
  number: number;
  photo: InspectionPagePhoto;
  upload: PhotoUpload | undefined;
  /** photos may be taken (false: the inspection is read-only) */
  editable: boolean;
  onTake: (kind: InspectionPhotoKind, file: File) => void;
  onCancel: (kind: InspectionPhotoKind) => void;
}

/**
 * One photo of the checklist: its label and guidance, its thumbnail, where its upload stands and a big
 * "Take photo" (or "Retake") button that opens the phone's rear camera.
 */
export function PhotoItem({ api, number, photo, upload, editable, onTake, onCancel }: PhotoItemProps) {
  const inputId = useId();
  const guidanceId = `${inputId}-guidance`;
  const uploaded = photo.status === 'uploaded';
  const sending = upload?.phase === 'preparing' || upload?.phase === 'uploading';
  const taken = uploaded || upload?.phase === 'done';
  const action = taken || upload?.phase === 'failed' ? 'Retake' : 'Take photo';
  const local = upload?.phase === 'done' ? upload.thumbnail : null;

  return (
    <Box
      component="li"
      sx={{
        listStyle: 'none',
        border: 1,
        borderColor: upload?.phase === 'failed' ? 'error.main' : 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
        p: 2,
        '& input:focus-visible + label': { outline: '3px solid #0B63CE', outlineOffset: 2 },
      }}
    >
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        <PhotoThumbnail
          api={api}
          label={photo.label}
          local={local}
          previewUrl={photo.previewUrl}
          revision={photo}
        />
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h3" variant="h6">
            {number}. {photo.label}
          </Typography>
          <Typography id={guidanceId} variant="body2" color="text.secondary">
            {photo.guidance}
          </Typography>
        </Box>
      </Box>
      <Box sx={{ mt: 1.5 }}>
        <UploadStatus label={photo.label} upload={upload} uploaded={uploaded} />
      </Box>
      {editable ? (
        <Box sx={{ mt: 1, display: 'flex', gap: 1 }}>
          {sending ? (
            <Button
              variant="outlined"
              size="large"
              fullWidth
              onClick={() => onCancel(photo.kind)}
              aria-label={`Stop upload: ${photo.label}`}
              sx={{ minHeight: 48 }}
            >
              Stop upload
            </Button>
          ) : (
            <>
              <input
                id={inputId}
                type="file"
                accept="image/*"
                capture="environment"
                aria-label={`${action}: ${photo.label}`}
                aria-describedby={guidanceId}
                style={visuallyHidden}
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  // Cleared so that choosing the same photo again still counts as a change.
                  event.target.value = '';
                  if (file) onTake(photo.kind, file);
                }}
              />
              <Button
                component="label"
                htmlFor={inputId}
                variant={taken ? 'outlined' : 'contained'}
                size="large"
                fullWidth
                startIcon={<PhotoCameraIcon aria-hidden />}
                sx={{ minHeight: 48 }}
              >
                {action}
              </Button>
            </>
          )}
        </Box>
      ) : null}
    </Box>
  );
}
