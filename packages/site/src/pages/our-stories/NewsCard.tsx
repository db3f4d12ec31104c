import { formatDate } from '@rimba/core';
import type { Story } from '../../api/public';
import { useLang } from '../../app/lang';
import { CardItem } from '../../ui/CardItem';
import { teaser } from '../../ui/text';

/** A news story in a list: picture, date, title, the start of its text and a link to read it. */
export function NewsCard({ story, eager, heading }: { story: Story; eager: boolean; heading?: 'h2' | 'h3' }) {
  const lang = useLang();
  const published = story.publish_at ?? story.created_at;
  const file = story.file_our_stories;
  return (
    <CardItem
      testId="story-card"
      to={`/our-news/${story.id}`}
      picture={file && /\.(svg|png|jpe?g|webp|gif)$/i.test(file.url) ? file.url : null}
      eager={eager}
      heading={heading}
      meta={<time dateTime={published}>{formatDate(published, lang)}</time>}
      title={story.title}
      text={teaser(story.description, 150)}
    />
  );
}
