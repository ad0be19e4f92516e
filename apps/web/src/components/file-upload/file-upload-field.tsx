import { useId, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import ErrorOutlinedIcon from '@mui/icons-material/ErrorOutlined';
import { formatFileSize } from '@cover/domain';
import { DOCUMENT_ACCEPT, fileProblem, fileRulesText } from './file-checks';
import { visuallyHidden } from '../../lib/visually-hidden';

export type UploadStatus = 'idle' | 'uploading' | 'done' | 'failed';

export interface FileUploadFieldProps {
  label: string;
  required?: boolean;
  file: File | null;
  onChange: (file: File | null, problem: string | null) => void;
  maxBytes?: number;
  /** 0..1 while uploading */
  progress?: number;
  status?: UploadStatus;
  /** a problem with the chosen file or its upload */
  error?: string | null;
  disabled?: boolean;
}

/**
 * One document to upload: choose a file (PDF, JPEG or PNG within the size limit, shown in Bytes/KB/MB),
 * see its name and size, and follow the upload's progress. The native input keeps keyboard and screen
 * reader behaviour; the visible button is its label.
 */
export function FileUploadField({
  label,
  required = false,
  file,
  onChange,
  maxBytes,
  progress = 0,
  status = 'idle',
  error,
  disabled = false,
}: FileUploadFieldProps) {
  const inputId = useId();
  const titleId = `${inputId}-title`;
  const helpId = `${inputId}-help`;
  const input = useRef<HTMLInputElement>(null);
  const limits = maxBytes === undefined ? {} : { maxBytes };
  const locked = disabled || status === 'uploading' || status === 'done';
  return (
    <Box
      sx={{
        border: 1,
        borderColor: error ? 'error.main' : 'divider',
        borderRadius: 2,
        p: 2,
        bgcolor: 'background.paper',
        '& input:focus-visible + label': { outline: '3px solid #0B63CE', outlineOffset: 2 },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography id={titleId} sx={{ fontWeight: 600, flex: '1 1 12rem' }}>
          {label}
          <Typography component="span" variant="body2" color="text.secondary">
            {required ? ' (required)' : ' (optional)'}
          </Typography>
        </Typography>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={DOCUMENT_ACCEPT}
          aria-labelledby={titleId}
          aria-describedby={helpId}
          aria-invalid={error ? 'true' : undefined}
          disabled={locked}
          style={visuallyHidden}
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null;
            onChange(chosen, chosen ? fileProblem(chosen, limits) : null);
          }}
        />
        <Button
          component="label"
          htmlFor={inputId}
          variant="outlined"
          startIcon={<AttachFileIcon />}
          disabled={locked}
        >
          {file ? 'Replace file' : 'Choose file'}
        </Button>
      </Box>
      <Typography id={helpId} variant="body2" color={error ? 'error' : 'text.secondary'} sx={{ mt: 1 }}>
        {error ?? fileRulesText(limits)}
      </Typography>
      {file ? (
        <Box sx={{ mt: 1, display: 'flex', alignItems: 'center', gap: 1 }}>
          {status === 'done' ? (
            <CheckCircleIcon color="success" fontSize="small" titleAccess="Uploaded" />
          ) : null}
          {status === 'failed' ? (
            <ErrorOutlinedIcon color="error" fontSize="small" titleAccess="Upload failed" />
          ) : null}
          <Typography variant="body2" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
            {file.name} · {formatFileSize(file.size)}
            {status === 'done' ? ' · uploaded' : ''}
          </Typography>
          {!locked ? (
            <IconButton
              aria-label={`Remove ${file.name}`}
              onClick={() => {
                if (input.current) input.current.value = '';
                onChange(null, null);
              }}
            >
              <DeleteOutlinedIcon />
            </IconButton>
          ) : null}
        </Box>
      ) : null}
      {status === 'uploading' ? (
        <LinearProgress
          variant="determinate"
          value={Math.round(progress * 100)}
          aria-label={`Uploading ${label}`}
          sx={{ mt: 1, height: 6, borderRadius: 3 }}
        />
      ) : null}
    </Box>
  );
}
