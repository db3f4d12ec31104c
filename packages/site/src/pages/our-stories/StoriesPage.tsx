import { useTranslation } from 'react-i18next';
import { fileUrl } from '../../api/client';
import { type Story, storyCategories, storyPageSize, useStories } from '../../api/public';
import { PagedList, usePageParam } from '../../ui/PagedList';
import { PageHeading } from '../../ui/PageHeading';
import { RichText } from '../../ui/RichText';
import { NewsCard } from './NewsCard';
import './texts';

/**
 * /our-news (cards with Read More) and /our-publications (title, description, Download): the published
 * stories of one category, newest first, a page at a time.
 */
export default function StoriesPage({ kind }: { kind: 'news' | 'publications' }) {
  const { t } = useTranslation();
  const page = usePageParam();
  const path = kind === 'news' ? '/our-news' : '/our-publications';
  return (
    <>
      <PageHeading title={t(`pages.${path.slice(1)}`)}>{t(`stories.${kind}Intro`)}</PageHeading>
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <PagedList
          query={useStories(storyCategories[kind], page)}
          page={page}
          pageSize={storyPageSize}
          path={path}
          label={t('stories.pages')}
          className={kind === 'news' ? 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3' : 'space-y-4'}
          item={(story, index) =>
            kind === 'news' ? (
              <NewsCard key={story.id} story={story} eager={index < 3} />
            ) : (
              <Publication key={story.id} story={story} />
            )
          }
        />
      </div>
    </>
  );
}

function Publication({ story }: { story: Story }) {
  const { t } = useTranslation();
  return (
    <li
      data-testid="publication"
      className="rounded-2xl bg-white p-5 shadow-sm sm:flex sm:items-start sm:gap-6"
    >
      <div className="flex-1">
        <h2 className="text-xl font-semibold">{story.title}</h2>
        <RichText className="mt-2 space-y-2 text-emerald-900" html={story.description} />
      </div>
      {story.file_our_stories && (
        <a
          href={fileUrl(story.file_our_stories.url)}
          download={story.file_our_stories.filename ?? true}
          className="mt-4 inline-block shrink-0 rounded-full bg-emerald-700 px-5 py-2 font-semibold text-white hover:bg-emerald-800 sm:mt-0"
          aria-label={`${t('stories.download')}: ${story.title}`}
        >
          {t('stories.download')}
        </a>
      )}
    </li>
  );
}
