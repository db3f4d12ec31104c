import { useTranslation } from 'react-i18next';
import { blogPageSize, useArticles } from '../../api/public';
import { PagedList, usePageParam } from '../../ui/PagedList';
import { PageHeading } from '../../ui/PageHeading';
import { ArticleCard } from './ArticleCard';
import { InstagramFeed } from './InstagramFeed';

/** /blog: the published articles, newest first, a page at a time, and the Instagram feed. */
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
        <InstagramFeed />
      </div>
    </>
  );
}
