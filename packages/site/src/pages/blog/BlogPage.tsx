import { formatDate } from '@rimba/core';
import { useTranslation } from 'react-i18next';
import { fileUrl } from '../../api/client';
import { type ArticleSummary, blogPageSize, useArticles } from '../../api/public';
import { useLang } from '../../app/lang';
import { Link } from '../../ui/Link';
import { PagedList, usePageParam } from '../../ui/PagedList';
import { PageHeading } from '../../ui/PageHeading';

/** /blog: the published articles, newest first, a page at a time. */
export default function BlogPage() {
  const { t } = useTranslation();
  const page = usePageParam();
  return (
    <>
      <PageHeading title={t('pages.blog')}>{t('blog.intro')}</PageHeading>
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <PagedList
          query={useArticles(page)}
          page={page}
          pageSize={blogPageSize}
          path="/blog"
          label={t('blog.pages')}
          className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
          item={(article, index) => <ArticleCard key={article.id} article={article} eager={index < 3} />}
        />
      </div>
    </>
  );
}

function ArticleCard({ article, eager }: { article: ArticleSummary; eager: boolean }) {
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
        <h2 className="mt-3 text-xl font-semibold">
          <Link to={to} className="hover:underline">
            {article.title}
          </Link>
        </h2>
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
