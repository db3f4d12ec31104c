import { useTranslation } from 'react-i18next';
import { galleryPageSize, useVideos } from '../../api/public';
import { PagedList, usePageParam } from '../../ui/PagedList';
import { PageHeading } from '../../ui/PageHeading';
import { VideoFacade } from './VideoFacade';
import './texts';

/** /our-video-gallery: the published videos, newest first, each with its description. */
export default function VideoGalleryPage() {
  const { t } = useTranslation();
  const page = usePageParam();
  return (
    <>
      <PageHeading title={t('pages.our-video-gallery')}>{t('videos.intro')}</PageHeading>
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <PagedList
          query={useVideos(page)}
          page={page}
          pageSize={galleryPageSize}
          path="/our-video-gallery"
          label={t('videos.pages')}
          className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3"
          item={(video) => (
            <li key={video.id} data-testid="video" className="flex flex-col">
              <VideoFacade video={video} />
              <p className="mt-3 text-emerald-900">{video.description}</p>
            </li>
          )}
        />
      </div>
    </>
  );
}
