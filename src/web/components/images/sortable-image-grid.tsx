import { ChevronLeft, ChevronRight, GripVertical, Trash2 } from 'lucide-react';
import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../../../domain/images/images';
import type { Image } from '../../../domain/images/schemas';
import { cn } from '../../lib/utils';
import { Spinner } from '../ui/spinner';
import { isSameOrder, moveItem } from './image-rules';
import { PhotoImage } from './photo-image';

const overlayButtonClass =
  'absolute flex size-8 items-center justify-center rounded-full bg-white/95 text-slate-700 shadow-sm ring-1 ring-slate-900/10 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:opacity-60';

/** Within this many pixels of the window's top or bottom edge a drag scrolls the page. */
const AUTO_SCROLL_EDGE_PX = 48;
const AUTO_SCROLL_STEP_PX = 12;

type DragState = {
  /** The photos as shown while dragging (and until the new order comes back). */
  order: Image[];
  /** The list the drag started from: once `images` is another list, the drag is over. */
  base: readonly Image[];
  /** The photo held, or null once let go. */
  heldId: string | null;
  pointerId: number;
};

export interface SortableImageGridProps {
  images: readonly Image[];
  /** A new order chosen by dragging or by the move buttons; settles when the server has answered. */
  onReorder: (ordered: Image[]) => Promise<unknown>;
  onDelete: (image: Image) => void;
  onOpen: (index: number) => void;
  /** The photo being deleted, shown with a spinner. */
  deletingId?: string | null;
  disabled?: boolean;
}

/**
 * The thumbnail grid of the image panel: each photo with its place, file name and size,
 * a delete button and a drag handle. Dragging uses pointer events, so a mouse, a finger and a pen all
 * work (the handle takes no touch scrolling); the photos move as the held one passes over them. The
 * arrow buttons, and the arrow keys on the handle, move a photo one place for keyboards and screen
 * readers, and a live region says where it went.
 */
export function SortableImageGrid({ images, onReorder, onDelete, onOpen, deletingId, disabled }: SortableImageGridProps) {
  const { t } = useTranslation('codeForm');
  const listRef = React.useRef<HTMLOListElement>(null);
  const [drag, setDrag] = React.useState<DragState | null>(null);
  const [announcement, setAnnouncement] = React.useState('');
  /** After a keyboard move the photo changes place in the DOM: focus goes back to the same control. */
  const refocus = React.useRef<{ id: string; control: string } | null>(null);

  const activeDrag = drag && drag.base === images ? drag : null;
  const shown = activeDrag ? activeDrag.order : images;
  /** While a photo is held by a pointer, nothing else moves or goes. */
  const isBusy = Boolean(disabled || activeDrag?.heldId);
  const canMove = shown.length > 1;

  React.useEffect(() => {
    const target = refocus.current;
    if (!target || !listRef.current) return;
    refocus.current = null;
    const tile = listRef.current.querySelector<HTMLElement>(`[data-image-id="${CSS.escape(target.id)}"]`);
    const control = tile?.querySelector<HTMLButtonElement>(`[data-control="${target.control}"]`);
    (control && !control.disabled ? control : tile?.querySelector<HTMLButtonElement>('[data-control="handle"]'))?.focus();
  });

  function commit(order: Image[]) {
    if (isSameOrder(order, images)) {
      setDrag(null);
      return;
    }
    void onReorder(order).finally(() => setDrag(null));
  }

  /** Moves the photo shown at `index` (a move just made may still be on its way to the server). */
  function move(index: number, to: number, control: string) {
    const image = shown[index];
    if (!image || to < 0 || to >= shown.length) return;
    const order = moveItem(shown, index, to);
    refocus.current = { id: image.id, control };
    setAnnouncement(t('photoMoved', { name: image.originalFilename, position: to + 1, total: images.length }));
    setDrag({ order, base: images, heldId: null, pointerId: -1 });
    commit(order);
  }

  function handlePointerDown(event: React.PointerEvent<HTMLButtonElement>, image: Image) {
    if (isBusy || (event.pointerType === 'mouse' && event.button !== 0)) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    setDrag({ order: [...shown], base: images, heldId: image.id, pointerId: event.pointerId });
  }

  function handlePointerMove(event: React.PointerEvent<HTMLButtonElement>) {
    if (!activeDrag?.heldId || event.pointerId !== activeDrag.pointerId) return;
    if (event.clientY < AUTO_SCROLL_EDGE_PX) window.scrollBy(0, -AUTO_SCROLL_STEP_PX);
    else if (event.clientY > window.innerHeight - AUTO_SCROLL_EDGE_PX) window.scrollBy(0, AUTO_SCROLL_STEP_PX);

    const over = document.elementFromPoint(event.clientX, event.clientY)?.closest<HTMLElement>('[data-image-id]');
    const overId = over && listRef.current?.contains(over) ? over.dataset.imageId : undefined;
    if (!overId || overId === activeDrag.heldId) return;
    const heldId = activeDrag.heldId;
    setDrag((current) => {
      if (!current) return current;
      const from = current.order.findIndex((image) => image.id === heldId);
      const to = current.order.findIndex((image) => image.id === overId);
      return from < 0 || to < 0 ? current : { ...current, order: moveItem(current.order, from, to) };
    });
  }

  function handlePointerUp(event: React.PointerEvent<HTMLButtonElement>) {
    if (!activeDrag?.heldId || event.pointerId !== activeDrag.pointerId) return;
    const held = activeDrag.order.find((image) => image.id === activeDrag.heldId);
    const position = activeDrag.order.findIndex((image) => image.id === activeDrag.heldId);
    setDrag({ ...activeDrag, heldId: null });
    if (held && !isSameOrder(activeDrag.order, images)) {
      setAnnouncement(t('photoMoved', { name: held.originalFilename, position: position + 1, total: images.length }));
    }
    commit(activeDrag.order);
  }

  function handlePointerCancel(event: React.PointerEvent<HTMLButtonElement>) {
    if (activeDrag?.heldId && event.pointerId === activeDrag.pointerId) setDrag(null);
  }

  function handleHandleKeyDown(event: React.KeyboardEvent<HTMLButtonElement>, index: number) {
    const step = { ArrowLeft: -1, ArrowUp: -1, ArrowRight: 1, ArrowDown: 1 }[event.key];
    if (!step || isBusy) return;
    event.preventDefault();
    move(index, index + step, 'handle');
  }

  return (
    <>
      <ol ref={listRef} aria-label={t('photos')} className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {shown.map((image, index) => {
          const name = image.originalFilename;
          const isHeld = activeDrag?.heldId === image.id;
          const isDeleting = deletingId === image.id;
          return (
            <li
              key={image.id}
              data-image-id={image.id}
              className={cn(
                'relative flex min-w-0 flex-col overflow-hidden rounded-lg border border-border bg-card shadow-xs transition-shadow',
                isHeld && 'z-10 scale-[1.03] border-primary shadow-lg ring-2 ring-primary',
                isDeleting && 'opacity-60',
              )}
            >
              <div className="relative">
                <button
                  type="button"
                  className="block aspect-[4/3] w-full overflow-hidden bg-muted focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
                  onClick={() => onOpen(index)}
                  aria-label={t('viewPhoto', { name })}
                >
                  <PhotoImage image={image} size="medium" alt="" className="size-full object-cover" />
                </button>
                <span className="pointer-events-none absolute left-2 top-2 flex h-6 min-w-6 items-center justify-center rounded-full bg-slate-900/80 px-1.5 text-xs font-semibold tabular-nums text-white">
                  <span className="sr-only">{t('photoNumber')} </span>
                  {index + 1}
                </span>
                <button
                  type="button"
                  data-control="delete"
                  className={cn(overlayButtonClass, 'right-1.5 top-1.5 hover:bg-red-50 hover:text-red-700')}
                  onClick={() => onDelete(image)}
                  disabled={isBusy || isDeleting}
                  aria-label={t('deletePhoto', { name })}
                >
                  {isDeleting ? <Spinner /> : <Trash2 className="size-4" aria-hidden />}
                </button>
                {canMove ? (
                  <button
                    type="button"
                    data-control="handle"
                    className={cn(
                      overlayButtonClass,
                      'bottom-1.5 right-1.5 size-9 touch-none',
                      isHeld ? 'cursor-grabbing bg-primary text-primary-foreground' : 'cursor-grab',
                    )}
                    disabled={disabled}
                    aria-label={t('dragPhoto', { name })}
                    aria-describedby="image-grid-drag-hint"
                    onPointerDown={(event) => handlePointerDown(event, image)}
                    onPointerMove={handlePointerMove}
                    onPointerUp={handlePointerUp}
                    onPointerCancel={handlePointerCancel}
                    onKeyDown={(event) => handleHandleKeyDown(event, index)}
                  >
                    <GripVertical className="size-5" aria-hidden />
                  </button>
                ) : null}
              </div>
              <div className="grid gap-0.5 p-2">
                <p className="truncate text-xs font-medium text-slate-900" title={name}>
                  {name}
                </p>
                <div className="flex min-h-8 items-center justify-between gap-1">
                  <span className="truncate text-xs tabular-nums text-muted-foreground">{formatFileSize(image.fileSize)}</span>
                  {canMove ? (
                    <span className="flex shrink-0 items-center">
                      <TileButton
                        control="earlier"
                        label={t('movePhotoEarlier', { name })}
                        disabled={isBusy || index === 0}
                        onClick={() => move(index, index - 1, 'earlier')}
                      >
                        <ChevronLeft className="size-4" aria-hidden />
                      </TileButton>
                      <TileButton
                        control="later"
                        label={t('movePhotoLater', { name })}
                        disabled={isBusy || index === shown.length - 1}
                        onClick={() => move(index, index + 1, 'later')}
                      >
                        <ChevronRight className="size-4" aria-hidden />
                      </TileButton>
                    </span>
                  ) : null}
                </div>
              </div>
            </li>
          );
        })}
      </ol>
      <p id="image-grid-drag-hint" className="sr-only">
        {t('dragHint')}
      </p>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </>
  );
}

function TileButton({
  control,
  label,
  className,
  children,
  ...props
}: { control: string; label: string } & React.ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button
      type="button"
      data-control={control}
      aria-label={label}
      className={cn(
        'flex size-8 items-center justify-center rounded-md text-slate-600 hover:bg-muted hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-35',
        className,
      )}
      {...props}
    >
      {children}
    </button>
  );
}
