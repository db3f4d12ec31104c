import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useImpact, useLatestArticles, useLatestNews } from '../../api/public';
import { useLang } from '../../app/lang';
import { LeafIcon, SunIcon, UsersIcon } from '../../ui/icons';
import { Link } from '../../ui/Link';
import { formatFigure } from '../../ui/liveFigures';
import { ArticleCard } from '../blog/ArticleCard';
import { NewsCard } from '../our-stories/NewsCard';

export function SectionTitle({ title, text, id }: { title: string; text: ReactNode; id?: string }) {
  return (
    <div className="text-center">
      <h2 id={id} className="text-2xl font-bold tracking-tight sm:text-3xl">
        {title}
      </h2>
      <p className="mt-2 text-emerald-800">{text}</p>
    </div>
  );
}

/** The counts the home page's strip shows; the CO₂ estimate, a range with its caveat, stays on /about-impact. */
const counters = ['trees_planted', 'farmers', 'villages', 'hectares'] as const;

/** The live figures of the dashboard in a strip, with a link to the impact page. */
export function ImpactCounters() {
  const { t } = useTranslation();
  const lang = useLang();
  const headingId = useId();
  const impact = useImpact();
  // Without the figures (the call failed) the page goes on without the strip.
  if (impact.isError) return null;
  return (
    <section aria-labelledby={headingId} className="bg-emerald-900 text-white">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <h2
          id={headingId}
          className="text-center text-sm font-semibold uppercase tracking-wider text-lime-200"
        >
          {t('home.countersTitle')}
        </h2>
        <ul className="mt-6 grid grid-cols-2 gap-x-4 gap-y-6 text-center lg:grid-cols-4">
          {counters.map((key) => (
            <li key={key} data-testid="home-counter">
              <p className="text-3xl font-bold tracking-tight sm:text-4xl">
                {impact.data ? formatFigure(impact.data[key], lang) : '…'}
              </p>
              <p className="mt-1 text-emerald-100">{t(`liveFigures.${key}`)}</p>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-center">
          <Link to="/about-impact" className="font-semibold text-lime-200 hover:underline">
            {t('home.countersLink')} →
          </Link>
        </p>
      </div>
    </section>
  );
}

/** The four audiences of the foundation's programmes, each with its page. */
const audiences = [
  { key: 'individuals', to: '/trees4everyone', Icon: UsersIcon },
  { key: 'business', to: '/business', Icon: SunIcon },
  { key: 'schools', to: '/trees4teaching', Icon: LeafIcon },
  { key: 'communities', to: '/campaign-event', Icon: UsersIcon },
] as const;

export function Audiences() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20" aria-labelledby="audiences-title">
      <SectionTitle id="audiences-title" title={t('home.audienceTitle')} text={t('home.audienceText')} />
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {audiences.map(({ key, to, Icon }) => (
          <li key={key} data-testid="audience" className="flex flex-col rounded-2xl bg-white p-6 shadow-sm">
            <span className="grid size-12 place-items-center rounded-full bg-lime-100 text-2xl text-emerald-800">
              <Icon />
            </span>
            <h3 className="mt-4 text-lg font-semibold">{t(`home.audience.${key}.title`)}</h3>
            <p className="mt-2 flex-1 text-emerald-800">{t(`home.audience.${key}.text`)}</p>
            <Link to={to} className="mt-4 font-semibold text-emerald-700 hover:underline">
              {t(`home.audience.${key}.cta`)} →
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The nine goals the planting serves, with the goals' own colours (as a band: white text on some fails contrast). */
const goals = [
  [1, '#E5243B'],
  [2, '#DDA63A'],
  [3, '#4C9F38'],
  [4, '#C5192D'],
  [5, '#FF3A21'],
  [6, '#26BDE2'],
  [8, '#A21942'],
  [13, '#3F7E44'],
  [15, '#56C02B'],
] as const;

export function SdgGrid() {
  const { t } = useTranslation();
  return (
    <section className="bg-white py-14 sm:py-20" aria-labelledby="sdg-title">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionTitle id="sdg-title" title={t('home.sdgTitle')} text={t('home.sdgText')} />
        <ul className="mt-10 grid grid-cols-2 gap-4 sm:grid-cols-3">
          {goals.map(([number, colour]) => (
            <li
              key={number}
              data-testid="sdg"
              className="rounded-xl border border-emerald-100 border-t-8 bg-stone-50 p-4"
              style={{ borderTopColor: colour }}
            >
              <span className="block text-sm font-medium text-emerald-800">
                {t('home.sdgGoal', { number })}
              </span>
              <span className="mt-1 block font-semibold">{t(`home.sdg.${number}`)}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function QuoteBand() {
  const { t } = useTranslation();
  return (
    <section className="bg-emerald-900 px-4 py-14 text-white sm:py-20" aria-label={t('home.quote.author')}>
      <figure className="mx-auto max-w-3xl text-center">
        <blockquote className="text-2xl font-semibold leading-snug sm:text-3xl">
          <p>“{t('home.quote.text')}”</p>
        </blockquote>
        <figcaption className="mt-6 text-lime-200">
          <span className="font-semibold">{t('home.quote.author')}</span> · {t('home.quote.role')}
        </figcaption>
      </figure>
    </section>
  );
}

/** A list of the newest rows with its heading, a link to all of them, and the empty text. */
function Latest({
  id,
  title,
  text,
  all,
  children,
  empty,
}: {
  id: string;
  title: string;
  text: string;
  all: { to: string; label: string };
  children: ReactNode;
  empty: boolean;
}) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20" aria-labelledby={id}>
      <SectionTitle id={id} title={title} text={text} />
      {empty ? (
        <p className="mt-10 text-center text-emerald-700">{t('common.empty')}</p>
      ) : (
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">{children}</ul>
      )}
      <p className="mt-10 text-center">
        <Link to={all.to} className="font-semibold text-emerald-700 hover:underline">
          {all.label} →
        </Link>
      </p>
    </section>
  );
}

export function LatestArticles() {
  const { t } = useTranslation();
  const articles = useLatestArticles().data?.data ?? [];
  return (
    <Latest
      id="latest-articles"
      title={t('home.latestArticlesTitle')}
      text={t('home.latestArticlesText')}
      all={{ to: '/blog', label: t('home.allArticles') }}
      empty={articles.length === 0}
    >
      {articles.map((article) => (
        <ArticleCard key={article.id} article={article} eager={false} heading="h3" />
      ))}
    </Latest>
  );
}

export function LatestNews() {
  const { t } = useTranslation();
  const news = useLatestNews().data?.data ?? [];
  return (
    <Latest
      id="latest-news"
      title={t('home.latestNewsTitle')}
      text={t('home.latestNewsText')}
      all={{ to: '/our-news', label: t('home.allNews') }}
      empty={news.length === 0}
    >
      {news.map((story) => (
        <NewsCard key={story.id} story={story} eager={false} heading="h3" />
      ))}
    </Latest>
  );
}
