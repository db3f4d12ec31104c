import { formatDate } from '@rimba/core';
import { useTranslation } from 'react-i18next';
import { fileUrl } from '../../api/client';
import type { Story } from '../../api/public';
import { useLang } from '../../app/lang';
import { Link } from '../../ui/Link';
import { teaser } from '../../ui/text';

/** A news story in a list: picture, date, title, the start of its text and a link to read it. */
export function NewsCard({
  story,
  eager,
  heading: Heading = 'h2',
}: {
  story: Story;
  eager: boolean;
  /** The title's heading level, under the list's own heading. */
  heading?: 'h2' | 'h3';
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const to = `/our-news/${story.id}`;
  const picture = story.file_our_stories && /\.(svg|png|jpe?g|webp|gif)$/i.test(story.file_our_stories.url);
  return (
    <li data-testid="story-card" className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm">
      {picture && (
        <img
          src={fileUrl(story.file_our_stories!.url)}
          alt=""
          width={640}
          height={256}
          loading={eager ? 'eager' : 'lazy'}
          className="aspect-[5/2] w-full bg-emerald-100 object-cover"
        />
      )}
      <div className="flex flex-1 flex-col p-5">
        <time className="text-sm text-emerald-700" dateTime={story.publish_at ?? story.created_at}>
          {formatDate(story.publish_at ?? story.created_at, lang)}
        </time>
        <Heading className="mt-2 text-xl font-semibold">
          <Link to={to} className="hover:underline">
            {story.title}
          </Link>
        </Heading>
        <p className="mt-2 flex-1 text-emerald-900">{teaser(story.description, 150)}</p>
        <Link
          to={to}
          className="mt-4 font-semibold text-emerald-700 hover:underline"
          aria-label={`${t('blog.readMore')}: ${story.title}`}
        >
          {t('blog.readMore')}
        </Link>
      </div>
    </li>
  );
}
