import { Camera } from 'lucide-react';
import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { readCodeItem, type FoundCode } from '../../../domain/zarcode/codes-in-text';
import { createQrReader } from '../../lib/qr-reader';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../ui/dialog';

/** How often a frame is read: often enough to feel instant, rarely enough for a cheap phone's battery. */
const READ_EVERY_MS = 250;

type Problem = 'no-camera' | 'denied' | 'not-a-code' | null;

/**
 * The phone's back camera, reading the QR of a plate, sticker or label: its code page's link or a bare
 * code. The first code read is handed to `onCode` and the camera stops; a QR that is no code says so and
 * reading goes on. The camera runs only while the dialog is open.
 */
export function ScanDialog({ open, onClose, onCode }: { open: boolean; onClose: () => void; onCode: (found: FoundCode) => void }) {
  const { t } = useTranslation('runs');
  const video = React.useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = React.useState<Problem>(null);
  const onCodeRef = React.useRef(onCode);
  React.useEffect(() => {
    onCodeRef.current = onCode;
  });

  React.useEffect(() => {
    if (!open) return;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let isStopped = false;
    const stop = () => {
      isStopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
    (async () => {
      if (!navigator.mediaDevices?.getUserMedia) return setProblem('no-camera');
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      } catch (error) {
        return setProblem((error as DOMException).name === 'NotAllowedError' ? 'denied' : 'no-camera');
      }
      if (isStopped || !video.current) return stop();
      video.current.srcObject = stream;
      await video.current.play().catch(() => {});
      const read = await createQrReader();
      const tick = async () => {
        if (isStopped || !video.current) return;
        const text = await read(video.current);
        const found = text ? readCodeItem(text) : null;
        if (found) {
          stop();
          onCodeRef.current(found);
          return;
        }
        if (text) setProblem('not-a-code');
        timer = setTimeout(() => void tick(), READ_EVERY_MS);
      };
      void tick();
    })();
    return stop;
  }, [open]);

  return (
    <Dialog
      open={open}
      onOpenChange={(isOpen) => {
        if (!isOpen) {
          setProblem(null);
          onClose();
        }
      }}
    >
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{t('scanTitle')}</DialogTitle>
          <DialogDescription>{t('scanIntro')}</DialogDescription>
        </DialogHeader>
        <div className="relative aspect-square w-full overflow-hidden rounded-lg bg-slate-900">
          <video ref={video} className="size-full object-cover" muted playsInline aria-label={t('scanCamera')} />
          {problem === 'no-camera' || problem === 'denied' ? (
            <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 p-6 text-center text-sm text-white">
              <Camera className="size-8" aria-hidden />
              <p role="alert">{t(problem === 'denied' ? 'scanDenied' : 'scanNoCamera')}</p>
            </div>
          ) : null}
        </div>
        <p className="min-h-5 text-sm text-muted-foreground" role="status">
          {problem === 'not-a-code' ? t('scanNotACode') : t('scanLooking')}
        </p>
      </DialogContent>
    </Dialog>
  );
}
