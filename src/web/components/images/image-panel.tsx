import { CheckCircle2, ImageIcon } from 'lucide-react';
import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_TOASTS, uploadSummary } from '../../../domain/images/images';
import type { Image } from '../../../domain/images/schemas';
import { ApiError, errorText, serverMessageOr } from '../../api/client';
import { defaultMaxImages, useDeleteImageMutation, useImagesQuery, useReorderImagesMutation, useUploadImagesMutation, type ImageTarget } from '../../api/images';
import { localMessage } from '../../lib/i18n';
import { cn } from '../../lib/utils';
import { Spinner } from '../ui/spinner';
import { toast } from '../ui/use-toast';
import { ImageLightbox } from './image-lightbox';
import { contentRefusalOf, percentOf, refusalOf, type FileRefusal } from './image-rules';
import { SortableImageGrid } from './sortable-image-grid';
import { UploadDropzone } from './upload-dropzone';

/** An upload is idle, uploading with its percent, or done. */
type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; percent: number; filenames: string[] }
  | { status: 'done'; filenames: string[] };

export interface ImagePanelProps {
  target: ImageTarget;
  /** A temporary session made just now: known to be empty, so nothing is asked. */
  isNew?: boolean;
  disabled?: boolean;
  /** Told when an upload starts and ends, so a form can wait for it before it is sent. */
  onBusyChange?: (isBusy: boolean) => void;
  title?: React.ReactNode;
  /** h3 inside a form card (the generator); h2 as a card of its own (the edit page). */
  headingLevel?: 'h2' | 'h3';
  description?: React.ReactNode;
  className?: string;
}

/** A red toast in the reader's language: the image rules' words are the API's, in the messages catalogue. */
function toastFailure(title: string, description?: string) {
  toast({ title: localMessage(title), description: description === undefined ? undefined : localMessage(description), variant: 'destructive' });
}

function refuse(refusal: FileRefusal) {
  toastFailure(refusal.title, refusal.message);
}

/** "a.jpg, b.jpg, c.jpg and 2 more". */
function useUploadSummary() {
  const { t } = useTranslation('codeForm');
  return (filenames: readonly string[]) => {
    const { shown, more } = uploadSummary(filenames);
    return more > 0 ? t('filesAndMore', { files: shown, count: more }) : shown;
  };
}

/**
 * The image panel: add photos by dropping or choosing them, see the upload
 * go, put them in order, delete them, and look at one large. Works for a code being created (its
 * temporary session, 9 photos) and for a saved code (10). Each change is saved at once; files are
 * checked here first (count, type, size, content) with the server's words, and again by the server.
 */
export function ImagePanel({
  target,
  isNew,
  disabled,
  onBusyChange,
  title,
  headingLevel: Heading = 'h3',
  description,
  className,
}: ImagePanelProps) {
  const { t } = useTranslation('codeForm');
  const headingId = React.useId();
  const list = useImagesQuery(target, { isNew });
  const upload = useUploadImagesMutation(target);
  const reorder = useReorderImagesMutation(target);
  const remove = useDeleteImageMutation(target);
  const [uploadState, setUploadState] = React.useState<UploadState>({ status: 'idle' });
  const [lightboxIndex, setLightboxIndex] = React.useState<number | null>(null);

  const images = list.data?.images ?? [];
  const max = list.data?.maxImages ?? defaultMaxImages(target);
  const remaining = Math.max(0, max - images.length);
  const isUploading = uploadState.status === 'uploading';

  async function handleFiles(files: File[]) {
    if (isUploading || disabled) return;
    const refusal = refusalOf(files, images.length, max) ?? (await contentRefusalOf(files));
    if (refusal) {
      refuse(refusal);
      return;
    }
    const filenames = files.map((file) => file.name);
    setUploadState({ status: 'uploading', percent: 0, filenames });
    onBusyChange?.(true);
    upload.mutate(
      {
        files,
        onProgress: (fraction) => setUploadState({ status: 'uploading', percent: percentOf(fraction), filenames }),
      },
      {
        onSuccess: () => setUploadState({ status: 'done', filenames }),
        onError: (error) => {
          setUploadState({ status: 'idle' });
          // A refused session is told by the session's own notice on the way to /login.
          if (error instanceof ApiError && error.isAuthFailure) return;
          toastFailure(IMAGE_TOASTS.uploadFailed, errorText(error, IMAGE_TOASTS.uploadFailedFallback));
        },
        onSettled: () => onBusyChange?.(false),
      },
    );
  }

  function handleReorder(ordered: Image[]) {
    return reorder.mutateAsync(ordered).catch((error: unknown) => {
      toastFailure(IMAGE_TOASTS.reorderFailed, serverMessageOr(error, undefined));
    });
  }

  function handleDelete(image: Image) {
    remove.mutate(image.id, {
      onError: (error) => {
        const isAuthFailure = error instanceof ApiError && error.isAuthFailure;
        toastFailure(IMAGE_TOASTS.deleteFailed, isAuthFailure ? IMAGE_TOASTS.deleteNeedsLogin : serverMessageOr(error, undefined));
      },
    });
  }

  return (
    <section aria-labelledby={headingId} className={cn('grid gap-3', className)}>
      <div className="grid gap-1.5">
        <div className="flex items-baseline justify-between gap-2">
          <Heading
            id={headingId}
            className={cn('leading-none text-slate-900', Heading === 'h2' ? 'text-xl font-semibold tracking-tight' : 'text-sm font-medium')}
          >
            {title ?? t('photos')}
          </Heading>
          <span className="text-xs tabular-nums text-muted-foreground">{t('photoCount', { shown: images.length, max })}</span>
        </div>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </div>

      {remaining > 0 ? (
        <UploadDropzone onFiles={(files) => void handleFiles(files)} remaining={remaining} disabled={disabled || isUploading} />
      ) : (
        <p className="flex items-center gap-2 rounded-lg border border-dashed border-input bg-muted/40 px-3 py-3 text-sm text-muted-foreground">
          <ImageIcon className="size-4 shrink-0" aria-hidden />
          {t('mostPhotos', { max })}
        </p>
      )}

      <UploadStatus state={uploadState} />

      {list.isPending ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner /> {t('loadingPhotos')}
        </p>
      ) : list.isError ? (
        <p className="text-sm text-destructive">{`${t('photosFailed')} ${localMessage(errorText(list.error))}`}</p>
      ) : images.length > 0 ? (
        <>
          <SortableImageGrid
            images={images}
            onReorder={handleReorder}
            onDelete={handleDelete}
            onOpen={setLightboxIndex}
            deletingId={remove.isPending ? remove.variables : null}
            disabled={disabled}
          />
          {images.length > 1 ? (
            <p className="text-xs text-muted-foreground">{t('reorderHint')}</p>
          ) : null}
        </>
      ) : null}

      <ImageLightbox
        images={images}
        index={lightboxIndex !== null && lightboxIndex < images.length ? lightboxIndex : null}
        onIndexChange={setLightboxIndex}
        onClose={() => setLightboxIndex(null)}
        showDetails
      />
    </section>
  );
}

/** The progress bar while uploading (with its percent), then what was added: three filenames, then 'and N more'. */
function UploadStatus({ state }: { state: UploadState }) {
  const { t } = useTranslation('codeForm');
  const summaryOf = useUploadSummary();
  // One live region that stays mounted, so its changes are announced; the percent is the progress
  // bar's value (read on demand), not announced at every step.
  const isProcessing = state.status === 'uploading' && state.percent >= 100;
  return (
    <div
      className={cn(
        state.status === 'idle' && 'sr-only',
        state.status === 'uploading' && 'grid gap-1.5 rounded-lg border border-border bg-muted/40 p-3',
      )}
    >
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <p role="status" className={cn('flex min-w-0 items-start gap-2', state.status === 'done' ? 'text-brand-800' : 'text-slate-800')}>
          {state.status === 'done' ? <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden /> : null}
          <span className="min-w-0 wrap-anywhere">
            {state.status === 'done'
              ? t('added', { files: summaryOf(state.filenames) })
              : state.status === 'uploading'
                ? t(isProcessing ? 'processing' : 'uploading', { files: summaryOf(state.filenames) })
                : null}
          </span>
        </p>
        {state.status === 'uploading' ? (
          <span className="shrink-0 font-medium tabular-nums text-slate-900" aria-hidden>
            {state.percent}%
          </span>
        ) : null}
      </div>
      {state.status === 'uploading' ? (
        <div
          role="progressbar"
          aria-label={t('uploadProgress')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={state.percent}
          className="h-2 overflow-hidden rounded-full bg-slate-200"
        >
          <div
            className={cn('h-full rounded-full bg-primary transition-[width] duration-200', isProcessing && 'animate-pulse')}
            style={{ width: `${state.percent}%` }}
          />
        </div>
      ) : null}
    </div>
  );
}
