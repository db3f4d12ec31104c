import { formatDate } from '@rimba/core';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiError, postJson } from '../../api/client';
import { type Article, commentPageSize, useArticle, useArticleComments } from '../../api/public';
import { useLang } from '../../app/lang';
import { visitorLocation } from '../../layout/footer/CookieBanner';
import { Link } from '../../ui/Link';
import { Pagination } from '../../ui/Pagination';
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
      <Comments articleId={article.id} />
    </article>
  );
}

function Comments({ articleId }: { articleId: number }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [page, setPage] = useState(1);
  const comments = useArticleComments(articleId, page);
  const total = comments.data?.total ?? 0;
  const pages = Math.max(Math.ceil(total / commentPageSize), 1);
  return (
    <section className="mt-12 border-t border-emerald-100 pt-8" aria-labelledby="comments">
      <h2 id="comments" className="text-xl font-semibold">
        {t('blog.comments')} <span className="text-emerald-700">({total})</span>
      </h2>
      {comments.data && comments.data.data.length === 0 && (
        <p className="mt-4 text-emerald-800">{t('blog.noComments')}</p>
      )}
      <ul className="mt-4 space-y-4">
        {comments.data?.data.map((comment) => (
          <li key={comment.id} data-testid="comment" className="rounded-xl bg-white p-4 shadow-sm">
            <p className="text-sm">
              <span className="font-semibold">{t('blog.anonymous')}</span>{' '}
              <time className="text-emerald-700" dateTime={comment.created_at}>
                {formatDate(comment.created_at, lang)}
              </time>
            </p>
            <p className="mt-2 whitespace-pre-line">{comment.comment}</p>
          </li>
        ))}
      </ul>
      <Pagination page={page} pages={pages} onPage={setPage} label={t('blog.commentPages')} />
      <CommentForm articleId={articleId} />
    </section>
  );
}

/** A comment goes to moderation: the page thanks the visitor and shows it once staff approve it. */
function CommentForm({ articleId }: { articleId: number }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [state, setState] = useState<{ sending: boolean; sent: boolean; error?: string }>({
    sending: false,
    sent: false,
  });
  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values = new FormData(form);
    const comment = String(values.get('comment') ?? '').trim();
    if (!comment) {
      setState({ sending: false, sent: false, error: t('blog.commentRequired') });
      return;
    }
    setState({ sending: true, sent: false });
    try {
      await postJson(
        '/public/comment',
        { table: 'article_comment', relation_id: articleId, comment, website: values.get('website') ?? '' },
        lang,
      );
      form.reset();
      setState({ sending: false, sent: true });
    } catch (error) {
      setState({
        sending: false,
        sent: false,
        error: error instanceof ApiError ? error.message : String(error),
      });
    }
  };
  return (
    <form
      onSubmit={send}
      noValidate
      className="mt-8 rounded-2xl bg-white p-5 shadow-sm"
      data-testid="comment-form"
    >
      <h3 className="text-lg font-semibold">{t('blog.writeComment')}</h3>
      <label htmlFor="comment" className="mt-3 block text-sm font-medium">
        {t('blog.commentLabel')}
      </label>
      <textarea
        id="comment"
        name="comment"
        required
        maxLength={1000}
        rows={4}
        aria-invalid={state.error ? true : undefined}
        aria-describedby={state.error ? 'comment-error' : undefined}
        className="mt-1 w-full rounded-lg border border-emerald-200 p-3"
      />
      {/* Left empty by people; a bot that fills it is answered as if it had worked. */}
      <div aria-hidden="true" className="absolute -left-[9999px]">
        <label htmlFor="website">Website</label>
        <input id="website" name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      {state.error && (
        <p id="comment-error" role="alert" className="mt-2 text-sm text-red-700">
          {state.error}
        </p>
      )}
      {state.sent && (
        <p role="status" className="mt-2 text-sm text-emerald-800">
          {t('blog.thanks')}
        </p>
      )}
      <button
        type="submit"
        disabled={state.sending}
        className="mt-4 rounded-full bg-emerald-700 px-6 py-2.5 font-semibold text-white hover:bg-emerald-800 disabled:opacity-60"
      >
        {state.sending ? t('blog.sending') : t('blog.send')}
      </button>
    </form>
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
