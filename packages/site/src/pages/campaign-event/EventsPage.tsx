import { formatDate } from '@rimba/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { type CampaignEvent, eventPageSize, useEventCategories, useEvents } from '../../api/public';
import { localPath, useLang } from '../../app/lang';
import { CardItem, CategoryBadge } from '../../ui/CardItem';
import { Link } from '../../ui/Link';
import { PagedList, usePageParam } from '../../ui/PagedList';
import { PageHeading } from '../../ui/PageHeading';
import { teaser } from '../../ui/text';
import './texts';

const listPath = '/campaign-event';

/** The address of the list for a category and some words (either may be absent), from its first page. */
function listAddress(category: number | undefined, q: string): string {
  const query = new URLSearchParams();
  if (category) query.set('category', String(category));
  if (q) query.set('q', q);
  const search = query.toString();
  return search ? `${listPath}?${search}` : listPath;
}

/**
 * /campaign-event: the published events, newest first, as cards. A sidebar narrows them to a category
 * (`?category=ID`, highlighted, with 'Reset filter') and searches their words (`?q=`), by plain links and
 * a GET form, so both work before the page's script has loaded and the server renders the result.
 */
export default function EventsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const page = usePageParam();
  const chosen = Number(params.get('category'));
  const category = Number.isInteger(chosen) && chosen > 0 && chosen < 1e15 ? chosen : undefined;
  const q = (params.get('q') ?? '').trim().slice(0, 200);
  const events = useEvents({ category, q, page });
  return (
    <>
      <PageHeading title={t('pages.campaign-event')}>{t('events.intro')}</PageHeading>
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 lg:grid-cols-[16rem_1fr]">
        <aside className="space-y-8">
          <SearchForm category={category} q={q} />
          <Categories category={category} q={q} />
        </aside>
        <section aria-labelledby="events-heading">
          <h2 id="events-heading" className="sr-only">
            {t('events.list')}
          </h2>
          {q && (
            <p className="mb-4 text-emerald-800" data-testid="events-searched">
              {t('events.searched', { q })}
            </p>
          )}
          <PagedList
            query={events}
            page={page}
            pageSize={eventPageSize}
            path={listAddress(category, q)}
            label={t('events.pages')}
            className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3"
            item={(event, index) => <EventCard key={event.id} event={event} eager={index < 3} />}
          />
        </section>
      </div>
    </>
  );
}

function SearchForm({ category, q }: { category?: number; q: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  // With the script loaded, the page changes in place; without it, the browser sends the same GET form.
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const words = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    navigate(localPath(listAddress(category, words), lang));
  };
  return (
    <search>
      <form method="get" action={localPath(listPath, lang)} onSubmit={search}>
        <label htmlFor="event-search" className="block text-sm font-semibold">
          {t('events.searchLabel')}
        </label>
        <div className="mt-2 flex gap-2">
          <input
            id="event-search"
            name="q"
            type="search"
            key={q}
            defaultValue={q}
            maxLength={200}
            placeholder={t('events.searchPlaceholder')}
            className="min-w-0 flex-1 rounded-full border border-emerald-200 bg-white px-4 py-2 text-sm"
          />
          {category && <input type="hidden" name="category" value={category} />}
          <button
            type="submit"
            className="rounded-full bg-emerald-700 px-4 py-2 text-sm font-semibold text-white hover:bg-emerald-800"
          >
            {t('events.search')}
          </button>
        </div>
      </form>
    </search>
  );
}

function Categories({ category, q }: { category?: number; q: string }) {
  const { t } = useTranslation();
  const categories = useEventCategories();
  return (
    <nav aria-labelledby="event-categories">
      <h2 id="event-categories" className="text-sm font-semibold uppercase tracking-wider text-emerald-800">
        {t('events.categories')}
      </h2>
      <ul className="mt-3 space-y-1">
        {categories.data?.map((c) => {
          const current = c.id === category;
          return (
            <li key={c.id}>
              <Link
                to={listAddress(c.id, q)}
                aria-current={current ? 'true' : undefined}
                data-testid="event-category"
                className={`block rounded-lg px-3 py-2 text-sm ${
                  current
                    ? 'bg-emerald-700 font-semibold text-white'
                    : 'text-emerald-900 hover:bg-emerald-100'
                }`}
              >
                {c.category_event_name}
              </Link>
            </li>
          );
        })}
      </ul>
      {category && (
        <Link
          to={listAddress(undefined, q)}
          className="mt-3 inline-block text-sm font-semibold text-emerald-700 hover:underline"
        >
          {t('events.resetFilter')}
        </Link>
      )}
    </nav>
  );
}

function EventCard({ event, eager }: { event: CampaignEvent; eager: boolean }) {
  const lang = useLang();
  return (
    <CardItem
      testId="event-card"
      to={`${listPath}/${event.id}`}
      picture={event.file_event?.url}
      eager={eager}
      heading="h3"
      meta={
        <>
          <CategoryBadge label={event.rel_category_event_id?.label} />
          <time dateTime={event.created_at}>{formatDate(event.created_at, lang)}</time>
        </>
      }
      title={event.event_name}
      text={teaser(event.event_description, 150)}
    />
  );
}
