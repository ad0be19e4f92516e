import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import { PdfPreview } from '../pdf-preview/pdf-preview';
import { useObjectUrl } from '../pdf-preview/use-object-url';

/** The kinds of document shown in the page: PDFs in a frame, photos as an image. */
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

export const canPreview = (contentType: string): boolean =>
  contentType === 'application/pdf' || IMAGE_TYPES.includes(contentType);

/** A photo shown in the page, no wider than the screen. */
function ImagePreview({ blob, name }: { blob: Blob; name: string }) {
  const url = useObjectUrl(blob);
  if (!url) return null;
  return (
    <Box
      component="img"
      src={url}
      alt={name}
      data-testid="image-preview"
      sx={{
        display: 'block',
        maxWidth: '100%',
        maxHeight: 560,
        borderRadius: 2,
        border: 1,
        borderColor: 'divider',
      }}
    />
  );
}

/**
 * A document opened right under its row and scrolled into view (on a phone the list can be longer than the
 * screen): a PDF in a frame with its download and open links, a photo as an image.
 */
export function DocumentPreview({
  blob,
  name,
  contentType,
}: {
  blob: Blob;
  name: string;
  contentType: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.scrollIntoView?.({ behavior: 'smooth', block: 'nearest' });
  }, [blob]);
  return (
    <Box ref={box} sx={{ flex: '1 1 100%', minWidth: 0, mt: 1 }} data-testid="document-preview">
      {contentType === 'application/pdf' ? (
        <PdfPreview source={blob} fileName={name} title={name} />
      ) : (
        <ImagePreview blob={blob} name={name} />
      )}
    </Box>
  );
}
