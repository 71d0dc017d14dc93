import { RefObject, useCallback, useEffect, useRef, useState } from 'react';

/**
 * idle: not asked yet (the camera is only asked for after the learner's consent); starting: the
 * browser is asking; live: the preview runs; unavailable: refused, absent or unsupported (the
 * upload takes over).
 */
export type CameraState = 'idle' | 'starting' | 'live' | 'unavailable';

/** The longest side of a capture: the server scales to 1024 px, a selfie's face stays large. */
const CAPTURE_MAX_SIDE = 1280;

/** The front camera in `videoRef`, started by `start()` and stopped on unmount. */
export function useCamera(videoRef: RefObject<HTMLVideoElement | null>) {
  const [state, setState] = useState<CameraState>('idle');
  const stream = useRef<MediaStream | null>(null);

  const stop = useCallback(() => {
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
  }, []);

  const start = useCallback(async () => {
    if (stream.current) return;
    if (!navigator.mediaDevices?.getUserMedia) {
      setState('unavailable');
      return;
    }
    setState('starting');
    try {
      const media = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'user', width: { ideal: 1280 }, height: { ideal: 960 } }, audio: false });
      stream.current = media;
      setState('live');
    } catch {
      // Refused, no camera, or a camera in use elsewhere: the reason changes nothing for the learner.
      setState('unavailable');
    }
  }, []);

  // The element appears once the state is live: attach the stream then.
  useEffect(() => {
    const video = videoRef.current;
    if (state !== 'live' || !video || !stream.current) return;
    video.srcObject = stream.current;
    void video.play().catch(() => undefined);
  }, [state, videoRef]);

  useEffect(() => stop, [stop]);

  /** The current frame as a JPEG, as the learner sees it in the preview (not mirrored: the server reads faces either way). */
  const capture = useCallback(async (): Promise<Blob | null> => {
    const video = videoRef.current;
    if (!video || video.videoWidth === 0) return null;
    const scale = Math.min(1, CAPTURE_MAX_SIDE / Math.max(video.videoWidth, video.videoHeight));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(video.videoWidth * scale);
    canvas.height = Math.round(video.videoHeight * scale);
    canvas.getContext('2d')?.drawImage(video, 0, 0, canvas.width, canvas.height);
    return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.9));
  }, [videoRef]);

  return { state, start, capture };
}
