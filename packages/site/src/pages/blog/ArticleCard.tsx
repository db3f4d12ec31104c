import { formatDate } from '@rimba/core';
import { useTranslation } from 'react-i18next';
import { fileUrl } from '../../api/client';
import type { ArticleSummary } from '../../api/public';
import { useLang } from '../../app/lang';
import { Link } from '../../ui/Link';

/** An article in a list: picture, category, date, title and a link to read it. */
export function ArticleCard({
  article,
  eager,
  heading: Heading = 'h2',
}: {
  article: ArticleSummary;
  eager: boolean;
  /** The title's heading level, under the list's own heading. */
  heading?: 'h2' | 'h3';
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const to = `/blog/${article.slug ?? article.id}`;
  return (
    <li data-testid="article-card" className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm">
      {article.file_article && (
        <img
          src={fileUrl(article.file_article.url)}
          alt=""
          width={640}
          height={256}
          loading={eager ? 'eager' : 'lazy'}
          className="aspect-[5/2] w-full bg-emerald-100 object-cover"
        />
      )}
      <div className="flex flex-1 flex-col p-5">
        <p className="text-sm text-emerald-700">
          {article.rel_article_category_id?.label && (
            <span className="mr-2 rounded-full bg-lime-100 px-2 py-0.5 font-medium text-emerald-900">
              {article.rel_article_category_id.label}
            </span>
          )}
          <time dateTime={article.publish_at ?? article.created_at}>
            {formatDate(article.publish_at ?? article.created_at, lang)}
          </time>
        </p>
        <Heading className="mt-3 text-xl font-semibold">
          <Link to={to} className="hover:underline">
            {article.title}
          </Link>
        </Heading>
        {article.meta_description && (
          <p className="mt-2 flex-1 text-emerald-900">{article.meta_description}</p>
        )}
        <Link
          to={to}
          className="mt-4 font-semibold text-emerald-700 hover:underline"
          aria-label={`${t('blog.readMore')}: ${article.title}`}
        >
          {t('blog.readMore')}
        </Link>
      </div>
    </li>
  );
}
