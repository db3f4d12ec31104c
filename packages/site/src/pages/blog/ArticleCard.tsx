import { formatDate } from '@rimba/core';
import type { ArticleSummary } from '../../api/public';
import { useLang } from '../../app/lang';
import { CardItem, CategoryBadge } from '../../ui/CardItem';

/** An article in a list: picture, category, date, title and a link to read it. */
export function ArticleCard({
  article,
  eager,
  heading,
}: {
  article: ArticleSummary;
  eager: boolean;
  heading?: 'h2' | 'h3';
}) {
  const lang = useLang();
  const published = article.publish_at ?? article.created_at;
  return (
    <CardItem
      testId="article-card"
      to={`/blog/${article.slug ?? article.id}`}
      picture={article.file_article?.url}
      eager={eager}
      heading={heading}
      meta={
        <>
          <CategoryBadge label={article.rel_article_category_id?.label} />
          <time dateTime={published}>{formatDate(published, lang)}</time>
        </>
      }
      title={article.title}
      text={article.meta_description}
    />
  );
}
