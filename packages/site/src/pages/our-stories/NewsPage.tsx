import { formatShortDate } from '@rimba/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { type Story, useStory } from '../../api/public';
import { useLang } from '../../app/lang';
import { Link } from '../../ui/Link';
import { Picture } from '../../ui/Picture';
import { RichText } from '../../ui/RichText';
import { teaser } from '../../ui/text';
import { usePageTitle } from '../../ui/usePageTitle';
import NotFoundPage from '../not-found/NotFoundPage';
import './texts';

/** /our-news/{id}: one story with its date, author, picture and text. */
export default function NewsPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const story = useStory(id);
  if (story.isError || !/^\d{1,15}$/.test(id)) return <NotFoundPage />;
  if (!story.data) {
    return (
      <div
        className="mx-auto h-96 max-w-3xl animate-pulse px-4 py-12"
        role="status"
        aria-label={t('common.loading')}
      />
    );
  }
  return <StoryView story={story.data} />;
}

function StoryView({ story }: { story: Story }) {
  const { t } = useTranslation();
  const lang = useLang();
  const picture = story.file_our_stories && /\.(svg|png|jpe?g|webp|gif)$/i.test(story.file_our_stories.url);
  usePageTitle(story.title, {
    description: teaser(story.description, 160),
    image: picture ? story.file_our_stories!.url : undefined,
  });
  const published = story.publish_at ?? story.created_at;
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <Link to="/our-news" className="text-sm font-semibold text-emerald-700 hover:underline">
        ← {t('stories.backToNews')}
      </Link>
      <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">{story.title}</h1>
      <p className="mt-3 text-sm text-emerald-700">
        <time dateTime={published}>{formatShortDate(published, lang)}</time>
        {story.rel_created_by?.label && (
          <span data-testid="story-author">
            {' · '}
            {t('stories.by', { name: story.rel_created_by.label })}
          </span>
        )}
      </p>
      {picture && (
        <Picture
          src={story.file_our_stories!.url}
          alt=""
          sizes="(min-width: 48rem) 48rem, 100vw"
          width={960}
          height={384}
          eager
          priority="high"
          className="mt-6 aspect-[5/2] w-full rounded-2xl bg-emerald-100 object-cover"
        />
      )}
      <RichText
        testId="story-body"
        className="mt-8 space-y-4 text-lg leading-relaxed"
        html={story.description}
      />
    </article>
  );
}
