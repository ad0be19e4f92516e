import { useEffect, useRef, useState, type RefObject } from 'react';
import type { BarcodeParser } from './decode-barcode';
import { captureVideoFrame } from './frame-image';
import { loadDecoder } from './load-decoder';

/** How often a camera frame is read: quick enough to feel immediate, slow enough to keep a phone cool. */
export const SCAN_INTERVAL_MS = 300;
/** After this long without a disc, the user is told how to help the camera, or to type instead. */
export const SCAN_HINT_AFTER_MS = 15_000;

/**
 * The rear camera, in the most detail the phone offers up to full HD: the disc's PDF417 modules are
 * small, and the reader needs a few pixels for each.
 */
const CAMERA_CONSTRAINTS: MediaStreamConstraints = {
  audio: false,
  video: { facingMode: 'environment', width: { ideal: 1920 }, height: { ideal: 1080 } },
};

/** getUserMedia's errors when the user or the browser's policy said no (the others mean no usable camera). */
const REFUSED = new Set(['NotAllowedError', 'SecurityError', 'PermissionDeniedError']);

export type CameraState = 'starting' | 'live' | 'refused' | 'unavailable' | 'stopped';

export interface CameraScan {
  videoRef: RefObject<HTMLVideoElement | null>;
  camera: CameraState;
  /** The camera has been scanning for SCAN_HINT_AFTER_MS without finding a disc. */
  slow: boolean;
  /** The reader could not run (its code or its WebAssembly failed to load); the camera is stopped. */
  failed: boolean;
}

function errorName(error: unknown): string {
  return typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';
}

/**
 * Runs the rear camera while the calling component is mounted, reading a frame every SCAN_INTERVAL_MS
 * (one at a time: the next frame is taken after the previous one is read) until `parse` accepts a
 * barcode's text. Then, or on unmount, the camera is released.
 */
export function useCameraScan<Fields>(
  parse: BarcodeParser<Fields>,
  onFound: (fields: Fields) => void,
): CameraScan {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [camera, setCamera] = useState<CameraState>('starting');
  const [slow, setSlow] = useState(false);
  const [failed, setFailed] = useState(false);
  const latest = useRef({ parse, onFound });
  useEffect(() => {
    latest.current = { parse, onFound };
  });

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let tickTimer: ReturnType<typeof setTimeout> | undefined;
    let hintTimer: ReturnType<typeof setTimeout> | undefined;
    const canvas = document.createElement('canvas');
    const video = videoRef.current;

    const stop = () => {
      stopped = true;
      clearTimeout(tickTimer);
      clearTimeout(hintTimer);
      stream?.getTracks().forEach((track) => track.stop());
      if (video) video.srcObject = null;
    };

    const tick = async () => {
      const frame = video ? captureVideoFrame(video, canvas) : null;
      if (frame) {
        try {
          const { readPdf417 } = await loadDecoder();
          const fields = await readPdf417(frame, latest.current.parse);
          if (stopped) return;
          if (fields !== null) {
            stop();
            latest.current.onFound(fields);
            return;
          }
        } catch {
          if (stopped) return;
          stop();
          setCamera('stopped');
          setFailed(true);
          return;
        }
      }
      if (!stopped) tickTimer = setTimeout(() => void tick(), SCAN_INTERVAL_MS);
    };

    const start = async () => {
      // Missing outside a secure context (https or localhost) and in browsers without camera access.
      if (!navigator.mediaDevices?.getUserMedia) {
        setCamera('unavailable');
        return;
      }
      let media: MediaStream;
      try {
        media = await navigator.mediaDevices.getUserMedia(CAMERA_CONSTRAINTS);
      } catch (error) {
        if (!stopped) setCamera(REFUSED.has(errorName(error)) ? 'refused' : 'unavailable');
        return;
      }
      if (stopped) {
        media.getTracks().forEach((track) => track.stop());
        return;
      }
      stream = media;
      if (video) {
        video.srcObject = media;
        // Autoplay covers browsers that refuse play() here; the frames are read either way.
        void Promise.resolve()
          .then(() => video.play())
          .catch(() => undefined);
      }
      setCamera('live');
      hintTimer = setTimeout(() => setSlow(true), SCAN_HINT_AFTER_MS);
      tickTimer = setTimeout(() => void tick(), SCAN_INTERVAL_MS);
    };

    void start();
    return stop;
  }, []);

  return { videoRef, camera, slow, failed };
}
