import { formatDate } from '@rimba/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { postJson } from '../../api/client';
import { type Article, useArticle } from '../../api/public';
import { useLang } from '../../app/lang';
import { visitorLocation } from '../../layout/footer/CookieBanner';
import { Comments } from '../../ui/Comments';
import { Link } from '../../ui/Link';
import { Picture } from '../../ui/Picture';
import { RichText } from '../../ui/RichText';
import { usePageTitle } from '../../ui/usePageTitle';
import NotFoundPage from '../not-found/NotFoundPage';

/** /blog/{id or slug}: one article with its photos, its approved comments and a form for a new one. */
export default function ArticlePage() {
  const { t } = useTranslation();
  const { key = '' } = useParams();
  const article = useArticle(key);
  if (article.isError) return <NotFoundPage />;
  if (!article.data) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-12" role="status" aria-label={t('common.loading')}>
        <div className="h-10 w-2/3 animate-pulse rounded bg-emerald-100" />
        <div className="mt-6 h-64 animate-pulse rounded-2xl bg-emerald-100" />
      </div>
    );
  }
  return <ArticleView article={article.data} />;
}

function ArticleView({ article }: { article: Article }) {
  const { t } = useTranslation();
  const lang = useLang();
  useCountedVisit(article.id);
  usePageTitle(article.title, {
    description: article.meta_description ?? undefined,
    image: article.file_article?.url,
  });
  const published = article.publish_at ?? article.created_at;
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <Link to="/blog" className="text-sm font-semibold text-emerald-700 hover:underline">
        ← {t('blog.backToBlog')}
      </Link>
      <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">{article.title}</h1>
      <p className="mt-3 text-sm text-emerald-700">
        {article.rel_article_category_id?.label && (
          <span className="mr-2 rounded-full bg-lime-100 px-2 py-0.5 font-medium text-emerald-900">
            {article.rel_article_category_id.label}
          </span>
        )}
        <time dateTime={published}>{formatDate(published, lang)}</time>
      </p>
      {article.file_article && (
        <Picture
          src={article.file_article.url}
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
        testId="article-body"
        className="mt-8 space-y-4 text-lg leading-relaxed"
        html={article.description}
      />
      {article.article_file_photo.length > 0 && (
        <section className="mt-10" aria-labelledby="article-photos">
          <h2 id="article-photos" className="text-xl font-semibold">
            {t('blog.photos')}
          </h2>
          <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
            {article.article_file_photo.map((photo) =>
              photo.file_article_file_photo ? (
                <li key={photo.id} data-testid="article-photo">
                  <figure>
                    <Picture
                      src={photo.file_article_file_photo.url}
                      // The caption below says what the photo shows; read twice it would only repeat.
                      alt=""
                      sizes="(min-width: 640px) 16rem, 50vw"
                      width={320}
                      height={213}
                      className="aspect-[3/2] w-full rounded-lg bg-emerald-100 object-cover"
                    />
                    {photo.caption && (
                      <figcaption className="mt-1 text-sm text-emerald-800">{photo.caption}</figcaption>
                    )}
                  </figure>
                </li>
              ) : null,
            )}
          </ul>
        </section>
      )}
      <Comments kind="article" id={article.id} />
    </article>
  );
}

/** Counts this reading of the article: the server counts a visitor once a day and finds their country. */
function useCountedVisit(articleId: number) {
  const lang = useLang();
  useEffect(() => {
    postJson(
      '/public/article-visitor',
      { article_id: articleId, visitor_location: visitorLocation() },
      lang,
    ).catch((error) => console.warn('Rimba: the visit was not counted', error));
  }, [articleId, lang]);
}
