import { ImagePlus } from 'lucide-react';
import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_IMAGE_BYTES } from '../../../domain/images/images';
import { cn } from '../../lib/utils';
import { IMAGE_INPUT_ACCEPT } from './image-rules';

export interface UploadDropzoneProps {
  onFiles: (files: File[]) => void;
  /** Photos that may still be added. */
  remaining: number;
  disabled?: boolean;
}

const hasFiles = (event: React.DragEvent) => Array.from(event.dataTransfer.types).includes('Files');

/**
 * Drop photos here or tap to choose them. The file input is real (visually hidden, labelled 'Add
 * photos'), so a phone offers its camera and gallery and the keyboard reaches it with Tab.
 */
export function UploadDropzone({ onFiles, remaining, disabled }: UploadDropzoneProps) {
  const { t } = useTranslation('codeForm');
  const inputId = React.useId();
  const [isOver, setOver] = React.useState(false);

  // A photo dropped just beside the zone would make the browser open it in place of the page and its
  // half-filled form: while the zone is shown, drops elsewhere do nothing.
  React.useEffect(() => {
    const ignoreFileDrop = (event: DragEvent) => {
      if (event.defaultPrevented || !event.dataTransfer?.types.includes('Files')) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'none';
    };
    window.addEventListener('dragover', ignoreFileDrop);
    window.addEventListener('drop', ignoreFileDrop);
    return () => {
      window.removeEventListener('dragover', ignoreFileDrop);
      window.removeEventListener('drop', ignoreFileDrop);
    };
  }, []);

  function handleDrop(event: React.DragEvent<HTMLLabelElement>) {
    if (!hasFiles(event)) return;
    event.preventDefault();
    setOver(false);
    if (!disabled && event.dataTransfer.files.length > 0) onFiles(Array.from(event.dataTransfer.files));
  }

  return (
    <label
      htmlFor={inputId}
      onDragEnter={(event) => {
        if (hasFiles(event) && !disabled) setOver(true);
      }}
      onDragOver={(event) => {
        if (!hasFiles(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
      }}
      onDrop={handleDrop}
      className={cn(
        'flex cursor-pointer flex-col items-center justify-center gap-1.5 rounded-lg border-2 border-dashed border-input bg-muted/40 px-4 py-5 text-center transition-colors hover:border-primary hover:bg-accent focus-within:border-primary focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-ring',
        isOver && 'border-primary bg-accent',
        disabled && 'pointer-events-none cursor-default opacity-60',
      )}
    >
      <ImagePlus className="size-7 text-primary" aria-hidden />
      <span className="text-sm font-medium text-slate-900">
        <span className="text-primary underline underline-offset-2">{t('addPhotos')}</span>
        <span className="hidden sm:inline"> {t('orDrop')}</span>
      </span>
      <span id={`${inputId}-hint`} className="text-xs text-muted-foreground">
        {t('photoRules', { megabytes: MAX_IMAGE_BYTES / (1024 * 1024), count: remaining })}
      </span>
      <input
        id={inputId}
        type="file"
        multiple
        aria-label={t('addPhotos')}
        aria-describedby={`${inputId}-hint`}
        accept={IMAGE_INPUT_ACCEPT}
        className="sr-only"
        disabled={disabled}
        onChange={(event) => {
          const files = Array.from(event.currentTarget.files ?? []);
          // Cleared, so that choosing the same file again (after a failure) is a change too.
          event.currentTarget.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </label>
  );
}
