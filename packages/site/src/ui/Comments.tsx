import { formatDate } from '@rimba/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, postJson } from '../api/client';
import { type CommentedKind, commentPageSize, useComments } from '../api/public';
import { useLang } from '../app/lang';
import { Honeypot } from './Honeypot';
import { Pagination } from './Pagination';

/**
 * The approved comments on an article or a gift, five to a page, newest first, and a form for a new
 * one, which waits for staff to approve it.
 */
export function Comments({ kind, id }: { kind: CommentedKind; id: number }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [page, setPage] = useState(1);
  const comments = useComments(kind, id, page);
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
      <CommentForm kind={kind} id={id} />
    </section>
  );
}

/** A comment goes to moderation: the page thanks the visitor and shows it once staff approve it. */
function CommentForm({ kind, id }: { kind: CommentedKind; id: number }) {
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
        { table: `${kind}_comment`, relation_id: id, comment, website: values.get('website') ?? '' },
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
      <Honeypot id="website" />
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
