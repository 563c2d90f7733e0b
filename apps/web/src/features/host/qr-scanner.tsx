import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { useT, type PortalKey } from '../../lib/i18n';

/** Chromium's Shape Detection API where the platform has it (Android, ChromeOS, macOS). */
interface Detector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
type DetectorClass = (new (opts: { formats: string[] }) => Detector) & {
  getSupportedFormats(): Promise<string[]>;
};

/** The browser's BarcodeDetector when it reads QR codes; otherwise jsQR on the video's frames. */
async function qrReader(): Promise<(video: HTMLVideoElement) => Promise<string | null>> {
  const Native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  const formats: string[] = Native ? await Native.getSupportedFormats().catch(() => []) : [];
  if (Native && formats.includes('qr_code')) {
    const detector = new Native({ formats: ['qr_code'] });
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
  }
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true })!;
  return async (video) => {
    const width = video.videoWidth;
    const height = video.videoHeight;
    if (!width || !height) return null;
    canvas.width = width;
    canvas.height = height;
    context.drawImage(video, 0, 0, width, height);
    const code = jsQR(context.getImageData(0, 0, width, height).data, width, height, {
      inversionAttempts: 'dontInvert',
    });
    return code?.data ?? null;
  };
}

/** Fetches the fallback decoder ahead of need (the pick-up page calls it once idle). */
export const prefetchDecoder = () => import('jsqr').then(() => undefined);

const SCAN_EVERY_MS = 200;
/** The same code held in front of the camera counts once in this time. */
const SAME_CODE_MS = 4000;

/**
 * Issue 33.2: the phone's back camera, read several times a second until the host closes it. Loaded
 * only when the host opens the scanner (and prefetched once the pick-up page is idle).
 */
export default function QrScanner({
  onCode,
  onClose,
}: {
  onCode: (text: string) => void;
  onClose: () => void;
}) {
  const t = useT();
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<PortalKey | null>(null);
  const handler = useRef(onCode);
  handler.current = onCode;

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let last = { text: '', at: 0 };
    const start = async () => {
      if (!navigator.mediaDevices?.getUserMedia) {
        setProblem('host.camera.unsupported');
        return;
      }
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: 'environment' },
          audio: false,
        });
      } catch {
        setProblem('host.camera.blocked');
        return;
      }
      if (stopped) return stream.getTracks().forEach((t) => t.stop());
      const el = video.current!;
      el.srcObject = stream;
      await el.play().catch(() => undefined);
      const read = await qrReader();
      const tick = async () => {
        if (stopped) return;
        const text = await read(el).catch(() => null);
        const now = Date.now();
        if (text && (text !== last.text || now - last.at > SAME_CODE_MS)) {
          last = { text, at: now };
          handler.current(text);
        }
        timer = setTimeout(() => void tick(), SCAN_EVERY_MS);
      };
      void tick();
    };
    void start();
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((t) => t.stop());
    };
  }, []);

  return (
    <div className="flex flex-col gap-3">
      {problem ? (
        <Alert tone="error">{t(problem)}</Alert>
      ) : (
        <video
          ref={video}
          muted
          playsInline
          aria-label={t('host.camera.label')}
          className="aspect-[4/3] w-full rounded-lg bg-soil object-cover"
        />
      )}
      <Button variant="secondary" onClick={onClose}>
        {t('host.camera.close')}
      </Button>
    </div>
  );
}
