import { useEffect, useId, useRef, useState } from 'react';
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
import { canShrinkPhotos, documentAccept, fileProblem, fileRulesText, needsPreparing } from './file-checks';
import { preparePhotoInTime } from './prepare-in-time';
import { startPreparing } from './preparing-documents';
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

/** A photo as it will be uploaded, and the size it had when chosen. */
interface Prepared {
  file: File;
  chosenSize: number;
}

/**
 * One document to upload: choose a file (a PDF within the size limit, shown in bytes, KB or MB, or a photo:
 * JPEG, PNG or WebP), see its name and size, and follow the upload's progress. A photo is made ready in the
 * browser first (prepare-document.ts): shrunk when it is large and converted to JPEG when the server does
 * not take its format, so a phone's 4–8 MB photo fits; `onChange` then hands over what will be uploaded,
 * and its name and final size are shown. A preparation that fails or passes its time limit
 * (prepare-in-time.ts) leaves the photo as chosen where the server takes it so, else refuses it. The native input keeps keyboard and screen reader behaviour; the
 * visible button is its label.
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
  const [shrinksPhotos] = useState(canShrinkPhotos);
  const limits = { ...(maxBytes === undefined ? {} : { maxBytes }), shrinksPhotos };
  const locked = disabled || status === 'uploading' || status === 'done';
  /** whether the field is locked now, for a preparation that finishes later */
  const lockedNow = useRef(locked);
  useEffect(() => {
    lockedNow.current = locked;
  }, [locked]);
  /**
   * The page's latest `onChange`: a preparation finishes seconds after the choice, when the one of that
   * render may hold what the form had then (a claim form's files without a document chosen meanwhile).
   */
  const latestOnChange = useRef(onChange);
  useEffect(() => {
    latestOnChange.current = onChange;
  }, [onChange]);
  /** the photo being prepared, by name, and whether the page has no file for it meanwhile */
  const [preparing, setPreparing] = useState<{ name: string; heldBack: boolean } | null>(null);
  const root = useRef<HTMLDivElement>(null);
  // While the page has no file for the photo, its form's submit button waits (preparing-documents.ts).
  useEffect(() => (preparing?.heldBack ? startPreparing(root.current) : undefined), [preparing]);
  const [prepared, setPrepared] = useState<Prepared | null>(null);
  /** counts choices, so that a preparation finishing after another choice (or after unmount) is dropped */
  const choice = useRef(0);
  useEffect(
    () => () => {
      choice.current += 1;
    },
    [],
  );

  const choose = async (chosen: File | null) => {
    const current = ++choice.current;
    setPrepared(null);
    setPreparing(null);
    const problem = chosen ? fileProblem(chosen, limits) : null;
    if (!chosen || problem || !needsPreparing(chosen, limits)) {
      onChange(chosen, problem);
      return;
    }
    // A JPEG or PNG within the limit could go as it is: the page holds it while it is prepared, so that a
    // form sent meanwhile sends it rather than nothing. Any other photo waits for its preparation (and what
    // was chosen before is gone).
    /** why the photo could not go as it is (over the limit, WebP, HEIC), or null */
    const asItIs = fileProblem(chosen, { ...limits, shrinksPhotos: false });
    onChange(asItIs ? null : chosen, null);
    setPreparing({ name: chosen.name, heldBack: asItIs !== null });
    // Within a time limit: one that never finishes (a stalled download, a photo never decoded) would keep
    // its form's button waiting for ever. Then the photo goes as it is if the server would take it.
    const result = await preparePhotoInTime(chosen, limits);
    if (current !== choice.current) return;
    setPreparing(null);
    // The form was sent while the photo was prepared: the original is on its way (or there already).
    if (lockedNow.current) return;
    if (!result.ok) {
      latestOnChange.current(chosen, result.message);
      return;
    }
    if (result.file !== chosen) setPrepared({ file: result.file, chosenSize: chosen.size });
    latestOnChange.current(result.file, null);
  };

  const madeSmallerFrom =
    prepared?.file === file && file.size < prepared.chosenSize ? prepared.chosenSize : null;
  return (
    <Box
      ref={root}
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
          accept={documentAccept(shrinksPhotos)}
          aria-labelledby={titleId}
          aria-describedby={helpId}
          aria-invalid={error ? 'true' : undefined}
          disabled={locked}
          style={visuallyHidden}
          onChange={(event) => void choose(event.target.files?.[0] ?? null)}
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
      {preparing ? (
        <Box role="status" sx={{ mt: 1 }}>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            Preparing {preparing.name}…
          </Typography>
          <LinearProgress
            aria-label={`Preparing ${preparing.name}`}
            sx={{ mt: 1, height: 6, borderRadius: 3 }}
          />
        </Box>
      ) : null}
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
            {madeSmallerFrom !== null ? ` (made smaller from ${formatFileSize(madeSmallerFrom)})` : ''}
            {status === 'done' ? ' · uploaded' : ''}
          </Typography>
          {!locked ? (
            <IconButton
              aria-label={`Remove ${file.name}`}
              onClick={() => {
                if (input.current) input.current.value = '';
                void choose(null);
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
