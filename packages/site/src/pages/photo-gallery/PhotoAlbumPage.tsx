import { type MouseEvent, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { type PhotoAlbum, usePhotoAlbum } from '../../api/public';
import { Lightbox, type LightboxPhoto } from '../../ui/Lightbox';
import { Link } from '../../ui/Link';
import { Picture, pictureUrl } from '../../ui/Picture';
import { headlineOf, teaser } from '../../ui/text';
import { useHydrated } from '../../ui/useHydrated';
import { usePageTitle } from '../../ui/usePageTitle';
import NotFoundPage from '../not-found/NotFoundPage';
import './texts';

/** /photo-gallery/{id}: an album's main photo, its description and its photos, opened in a lightbox. */
export default function PhotoAlbumPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const album = usePhotoAlbum(id);
  if (album.isError || !/^\d{1,15}$/.test(id)) return <NotFoundPage />;
  if (!album.data) {
    return (
      <div className="mx-auto max-w-5xl px-4 py-12" role="status" aria-label={t('common.loading')}>
        <div className="h-10 w-2/3 animate-pulse rounded bg-emerald-100" />
        <div className="mt-6 h-80 animate-pulse rounded-2xl bg-emerald-100" />
      </div>
    );
  }
  return <AlbumView album={album.data} />;
}

function AlbumView({ album }: { album: PhotoAlbum }) {
  const { t } = useTranslation();
  const { headline, rest } = headlineOf(album.description);
  usePageTitle(headline, {
    description: teaser(album.description, 160),
    image: album.file_photo_gallery.url,
  });
  const photos: AlbumPhoto[] = album.detail_photo_gallery.map((photo, i) => ({
    id: photo.id,
    src: photo.file_detail_photo_gallery.url,
    alt:
      photo.caption || t('gallery.photoNumber', { number: i + 1, count: album.detail_photo_gallery.length }),
    caption: photo.caption,
  }));
  return (
    <article className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <Link to="/photo-gallery" className="text-sm font-semibold text-emerald-700 hover:underline">
        ← {t('gallery.back')}
      </Link>
      <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">{headline}</h1>
      {rest && <p className="mt-3 max-w-3xl text-lg text-emerald-900">{rest}</p>}
      <Picture
        src={album.file_photo_gallery.url}
        alt={headline}
        sizes="(min-width: 64rem) 64rem, 100vw"
        width={1200}
        height={800}
        eager
        priority="high"
        testId="album-photo"
        className="mt-8 aspect-[3/2] w-full rounded-2xl bg-emerald-100 object-cover"
      />
      {photos.length > 0 && <AlbumPhotos photos={photos} />}
    </article>
  );
}

type AlbumPhoto = LightboxPhoto & { id: number };

/**
 * The album's photos as thumbnails. Without JavaScript each is a link to the photo itself; once the page
 * runs, a button that opens the lightbox at that photo, and gets the focus back when it closes.
 */
function AlbumPhotos({ photos }: { photos: AlbumPhoto[] }) {
  const { t } = useTranslation();
  const scripted = useHydrated();
  const [open, setOpen] = useState<number | null>(null);
  const opener = useRef<number>(0);
  const thumbnails = useRef<(HTMLButtonElement | null)[]>([]);
  const openAt = (index: number) => (event: MouseEvent) => {
    event.preventDefault();
    opener.current = index;
    setOpen(index);
  };
  const close = useCallback(() => {
    setOpen(null);
    thumbnails.current[opener.current]?.focus();
  }, []);
  const thumbnailSizes = '(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw';
  const thumbnail =
    'aspect-[3/2] w-full rounded-lg bg-emerald-100 object-cover transition group-hover:opacity-90';
  return (
    <section className="mt-10" aria-labelledby="album-photos">
      <h2 id="album-photos" className="text-xl font-semibold">
        {t('gallery.photos')}
      </h2>
      <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {photos.map((photo, i) => (
          <li key={photo.id} data-testid="album-thumbnail">
            {scripted ? (
              <button
                ref={(element) => {
                  thumbnails.current[i] = element;
                }}
                type="button"
                onClick={openAt(i)}
                aria-haspopup="dialog"
                className="group block w-full rounded-lg focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-emerald-600"
              >
                <Picture
                  src={photo.src}
                  alt={photo.alt}
                  sizes={thumbnailSizes}
                  width={300}
                  height={200}
                  className={thumbnail}
                />
              </button>
            ) : (
              <a href={pictureUrl(photo.src)} className="group block rounded-lg">
                <Picture
                  src={photo.src}
                  alt={photo.alt}
                  sizes={thumbnailSizes}
                  width={300}
                  height={200}
                  className={thumbnail}
                />
              </a>
            )}
          </li>
        ))}
      </ul>
      {open !== null && <Lightbox photos={photos} index={open} onIndex={setOpen} onClose={close} />}
    </section>
  );
}
