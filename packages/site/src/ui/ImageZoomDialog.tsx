import { type MouseEvent, type ReactNode, useId, useRef, useState } from 'react';
import { CloseIcon } from './icons';
import { useModal } from './useModal';

export interface ZoomedImage {
  src: string;
  width: number;
  height: number;
  alt: string;
  caption: string;
}

/**
 * A picture enlarged over the page in a modal dialog: Esc, the close button or a click beside the
 * picture closes it, the keyboard stays inside while it is open, and the focus goes back to where it was.
 */
export function ImageZoomDialog({
  image,
  closeLabel,
  onClose,
}: {
  image: ZoomedImage;
  closeLabel: string;
  onClose: () => void;
}) {
  const captionId = useId();
  const closeButton = useRef<HTMLButtonElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  useModal(dialog, closeButton, onClose);

  return (
    // Above the cookie banner (z-50), which would otherwise cover the caption.
    // biome-ignore lint/a11y/noStaticElementInteractions: a click on the backdrop closes, as Esc and the button do
    // biome-ignore lint/a11y/useKeyWithClickEvents: Esc is handled for the whole document while open
    <div
      className="fixed inset-0 z-[60] grid place-items-center bg-black/80 p-4"
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={captionId}
        ref={dialog}
        className="relative max-h-full w-full max-w-4xl overflow-auto rounded-2xl bg-white p-3 shadow-xl"
      >
        <button
          ref={closeButton}
          type="button"
          onClick={onClose}
          aria-label={closeLabel}
          className="absolute right-4 top-4 grid size-10 place-items-center rounded-full bg-white/90 text-2xl text-emerald-950 shadow hover:bg-white"
        >
          <CloseIcon />
        </button>
        <figure>
          <img
            src={image.src}
            width={image.width}
            height={image.height}
            alt={image.alt}
            className="h-auto max-h-[75vh] w-full rounded-xl object-contain"
          />
          <figcaption id={captionId} className="px-2 pb-1 pt-3 text-emerald-900">
            {image.caption}
          </figcaption>
        </figure>
      </div>
    </div>
  );
}

/**
 * Pictures that enlarge in the dialog when clicked: `zoomLink` is a picture as a link named `label` (a
 * click meant for a new tab or window keeps the link's own behaviour, and without JavaScript the link
 * opens the picture itself), `dialog` the open dialog to render, if any.
 */
export function useImageZoom(closeLabel: string): {
  zoomLink: (
    image: ZoomedImage,
    label: string,
    options?: { eager?: boolean; className?: string },
  ) => ReactNode;
  dialog: ReactNode;
} {
  const [zoomed, setZoomed] = useState<ZoomedImage | null>(null);
  const zoom = (event: MouseEvent, image: ZoomedImage) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setZoomed(image);
  };
  const zoomLink = (
    image: ZoomedImage,
    label: string,
    { eager = false, className = '' }: { eager?: boolean; className?: string } = {},
  ) => (
    <a
      href={image.src}
      onClick={(event) => zoom(event, image)}
      aria-label={label}
      className={`block focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 ${className}`}
    >
      <img
        src={image.src}
        width={image.width}
        height={image.height}
        alt={image.alt}
        loading={eager ? 'eager' : 'lazy'}
        className="aspect-[4/3] h-auto w-full bg-emerald-100 object-cover transition-transform hover:scale-105"
      />
    </a>
  );
  const dialog = zoomed && (
    <ImageZoomDialog image={zoomed} closeLabel={closeLabel} onClose={() => setZoomed(null)} />
  );
  return { zoomLink, dialog };
}
