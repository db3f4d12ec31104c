import { useTranslation } from 'react-i18next';
import { galleryPageSize, type PhotoAlbum, usePhotoAlbums } from '../../api/public';
import { Link } from '../../ui/Link';
import { PagedList, usePageParam } from '../../ui/PagedList';
import { PageHeading } from '../../ui/PageHeading';
import { Picture } from '../../ui/Picture';
import { headlineOf } from '../../ui/text';
import './texts';

/** /photo-gallery: the published albums as thumbnails, newest first, each leading to its photos. */
export default function PhotoGalleryPage() {
  const { t } = useTranslation();
  const page = usePageParam();
  return (
    <>
      <PageHeading title={t('pages.photo-gallery')}>{t('gallery.intro')}</PageHeading>
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <PagedList
          query={usePhotoAlbums(page)}
          page={page}
          pageSize={galleryPageSize}
          path="/photo-gallery"
          label={t('gallery.pages')}
          className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
          item={(album, index) => <AlbumCard key={album.id} album={album} eager={index < 3} />}
        />
      </div>
    </>
  );
}

function AlbumCard({ album, eager }: { album: PhotoAlbum; eager: boolean }) {
  const { t } = useTranslation();
  const { headline } = headlineOf(album.description);
  return (
    <li data-testid="album-card">
      <Link
        to={`/photo-gallery/${album.id}`}
        className="group relative block overflow-hidden rounded-2xl bg-emerald-100 shadow-sm focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-emerald-600"
      >
        <Picture
          src={album.file_photo_gallery.url}
          alt={headline}
          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          width={600}
          height={400}
          eager={eager}
          className="aspect-[3/2] w-full object-cover transition duration-300 group-hover:scale-105"
        />
        {/* The photo's alt text already names the album to screen readers. */}
        <span
          aria-hidden="true"
          className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-emerald-950/90 to-transparent px-4 pb-4 pt-12 font-semibold leading-snug text-white"
        >
          {headline}
        </span>
        <span className="absolute right-3 top-3 rounded-full bg-white/90 px-2.5 py-0.5 text-xs font-semibold text-emerald-900">
          {t('gallery.photoCount', { count: album.detail_photo_gallery.length })}
        </span>
      </Link>
    </li>
  );
}
