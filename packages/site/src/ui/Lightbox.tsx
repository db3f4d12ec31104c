import { type MouseEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from './icons';
import { Picture } from './Picture';
import { useModal } from './useModal';

export interface LightboxPhoto {
  /** The photo's URL as the API answers it. */
  src: string;
  alt: string;
  caption?: string | null;
}

interface Props {
  photos: readonly LightboxPhoto[];
  /** The photo shown. */
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
}

/**
 * Photos one at a time over the page, in a modal dialog: previous and next buttons (and the arrow keys)
 * go round the photos, Escape, the close button or a click beside the photo closes it. The focus moves
 * into the dialog and stays there while it is open.
 */
export function Lightbox({ photos, index, onIndex, onClose }: Props) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDivElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const count = photos.length;
  const photo = photos[index];

  useModal(dialog, close, onClose, (event) => {
    if (event.key === 'ArrowRight') onIndex((index + 1) % count);
    else if (event.key === 'ArrowLeft') onIndex((index - 1 + count) % count);
    else return false;
    return true;
  });

  if (!photo) return null;
  const besidePhoto = (event: MouseEvent) => {
    if (event.target === event.currentTarget) onClose();
  };
  const navButton =
    'absolute top-1/2 grid size-12 -translate-y-1/2 place-items-center rounded-full bg-white/10 text-2xl hover:bg-white/25 focus-visible:outline-2 focus-visible:outline-lime-300';
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes it from anywhere; the click is a mouse shortcut
    <div
      ref={dialog}
      role="dialog"
      aria-modal="true"
      aria-label={t('lightbox.label', { number: index + 1, count })}
      data-testid="lightbox"
      className="fixed inset-0 z-[60] flex flex-col bg-emerald-950/95 text-white"
      onClick={besidePhoto}
    >
      <div className="flex items-center justify-between px-4 py-3">
        <p className="text-sm font-semibold tabular-nums" aria-live="polite" data-testid="lightbox-counter">
          {index + 1} / {count}
        </p>
        <button
          ref={close}
          type="button"
          onClick={onClose}
          aria-label={t('lightbox.close')}
          className="grid size-11 place-items-center rounded-full text-2xl hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-lime-300"
        >
          <CloseIcon />
        </button>
      </div>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: see the dialog's click */}
      <figure
        className="flex min-h-0 flex-1 flex-col items-center justify-center px-16 pb-8"
        onClick={besidePhoto}
      >
        <Picture
          src={photo.src}
          alt={photo.alt}
          eager
          className="max-h-full min-h-0 max-w-full rounded-lg object-contain"
        />
        {photo.caption && (
          <figcaption className="mt-3 text-center text-emerald-50">{photo.caption}</figcaption>
        )}
      </figure>
      {count > 1 && (
        <>
          <button
            type="button"
            onClick={() => onIndex((index - 1 + count) % count)}
            aria-label={t('lightbox.previous')}
            className={`${navButton} left-2 sm:left-4`}
          >
            <ChevronLeftIcon />
          </button>
          <button
            type="button"
            onClick={() => onIndex((index + 1) % count)}
            aria-label={t('lightbox.next')}
            className={`${navButton} right-2 sm:right-4`}
          >
            <ChevronRightIcon />
          </button>
        </>
      )}
    </div>
  );
}
