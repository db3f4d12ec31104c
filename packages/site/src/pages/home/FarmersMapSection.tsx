import type { Lang } from '@rimba/core';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { getJson } from '../../api/client';
import { type FarmersMapAnswer, farmersMapPath, useMapConfig, useTopFarmers } from '../../api/public';
import { localPath, useLang } from '../../app/lang';
import { useHydrated } from '../../ui/useHydrated';
import { whenSeen } from '../../ui/whenSeen';
import type { FarmersMap } from './farmersMap';
import { SectionTitle } from './HomeSections';

/** The years the map offers: this one and the nine before it (site spec §2 Home). */
export function mapYears(now = new Date()): number[] {
  const current = now.getFullYear();
  return Array.from({ length: 10 }, (_, i) => current - i);
}

/** How a number of trees or farmers is written in a language. */
const numberIn = (lang: Lang) => (n: number) => n.toLocaleString(lang === 'id' ? 'id-ID' : 'en-GB');

/**
 * The farmers' map of the home page: a year form (a plain GET form, so it works without script), the
 * map, and the farmers with the most trees that year as text, rendered on the server. The map's code
 * (MapLibre) is a chunk of its own, fetched only when the section comes into view.
 */
export function FarmersMapSection() {
  const { t } = useTranslation();
  const lang = useLang();
  const selectId = useId();
  const hydrated = useHydrated();
  const [params, setParams] = useSearchParams();
  const years = mapYears();
  const asked = Number(params.get('year'));
  const year = years.includes(asked) ? asked : years[0]!;

  const choose = (next: number) =>
    setParams(
      (current) => {
        const changed = new URLSearchParams(current);
        changed.set('year', String(next));
        return changed;
      },
      { replace: true, preventScrollReset: true },
    );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    choose(Number(new FormData(event.currentTarget).get('year')));
  };

  return (
    <section className="bg-white py-14 sm:py-20" aria-labelledby="farmers-map-title">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionTitle
          id="farmers-map-title"
          title={t('home.farmersMap.title')}
          text={t('home.farmersMap.text')}
        />
        <form
          method="get"
          action={localPath('/', lang)}
          onSubmit={submit}
          className="mt-8 flex flex-wrap items-center justify-center gap-3"
        >
          <label htmlFor={selectId} className="font-semibold">
            {t('home.farmersMap.year')}
          </label>
          <select
            id={selectId}
            name="year"
            value={year}
            onChange={(event) => choose(Number(event.target.value))}
            className="rounded-full border border-emerald-300 bg-white px-4 py-2"
          >
            {years.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
          {/* Once the page runs, a year chosen applies at once: the button is for pages without script. */}
          {!hydrated && (
            <button
              type="submit"
              data-without-script
              className="rounded-full bg-emerald-700 px-5 py-2 font-semibold text-white hover:bg-emerald-800"
            >
              {t('home.farmersMap.show')}
            </button>
          )}
        </form>
        <div className="mt-8 grid gap-8 lg:grid-cols-[2fr_1fr]">
          <MapView year={year} />
          <TopFarmers year={year} />
        </div>
      </div>
    </section>
  );
}

/** The map, drawn once the section comes into view, and a line saying what it shows. */
function MapView({ year }: { year: number }) {
  const { t } = useTranslation();
  const lang = useLang();
  const number = numberIn(lang);
  const container = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<FarmersMap | null>(null);
  const [failed, setFailed] = useState(false);
  const [shown, setShown] = useState<{ farmers: number; truncated: boolean } | null>(null);
  const config = useMapConfig();
  const styleUrl = config.data?.styleUrl ?? null;
  const ready = config.isSuccess || config.isError;
  // The year the map opens on; later years are handed to the map made.
  const opening = useRef(year);
  opening.current = year;

  useEffect(() => {
    const element = container.current;
    if (!ready || !element) return;
    let made: FarmersMap | null = null;
    let gone = false;
    // Without the map's code (it failed to load) or WebGL, the farmers stay listed as text.
    const cancel = whenSeen(element, () =>
      import('./farmersMap').then(
        ({ createFarmersMap }) => {
          if (gone) return;
          try {
            made = createFarmersMap(element, {
              styleUrl,
              label: t('home.farmersMap.map'),
              year: opening.current,
              load: (y, bbox, signal) =>
                getJson<FarmersMapAnswer>(farmersMapPath({ year: y, bbox }), lang, signal),
              texts: {
                totalTrees: t('home.farmersMap.totalTrees'),
                district: t('home.farmersMap.district'),
                village: t('home.farmersMap.village'),
                number: numberIn(lang),
              },
              onLoaded: setShown,
            });
            setMap(made);
          } catch {
            setFailed(true);
          }
        },
        () => setFailed(true),
      ),
    );
    return () => {
      gone = true;
      cancel();
      made?.remove();
      setMap(null);
    };
  }, [ready, styleUrl, lang, t]);

  useEffect(() => {
    map?.setYear(year);
  }, [map, year]);

  return (
    <div>
      <div className="relative h-[26rem] overflow-hidden rounded-2xl bg-sky-100 sm:h-[32rem]">
        <p className="absolute inset-0 grid place-items-center px-6 text-center font-semibold text-emerald-900">
          {failed ? t('home.farmersMap.unavailable') : t('home.farmersMap.placeholder', { year })}
        </p>
        {/* MapLibre makes its container `position: relative`: the container fills a placed box instead. */}
        <div className="absolute inset-0">
          <div ref={container} className="size-full" data-testid="farmers-map" />
        </div>
      </div>
      <p className="mt-3 text-sm text-emerald-800" role="status" data-testid="farmers-map-status">
        {shown &&
          (shown.truncated
            ? t('home.farmersMap.truncated', { farmers: number(shown.farmers) })
            : t('home.farmersMap.shown', { farmers: number(shown.farmers) }))}
      </p>
    </div>
  );
}

/** The farmers with the most trees of the year, as text: the map's content for whoever cannot see it. */
function TopFarmers({ year }: { year: number }) {
  const { t } = useTranslation();
  const number = numberIn(useLang());
  const farmers = useTopFarmers(year);
  return (
    <div>
      <h3 className="text-lg font-semibold">{t('home.farmersMap.topTitle', { year })}</h3>
      {farmers.isPending ? (
        <div className="mt-4 h-64 animate-pulse rounded-xl bg-emerald-50" role="status" />
      ) : farmers.data?.length ? (
        <ol className="mt-4 space-y-3" data-testid="top-farmers">
          {farmers.data.map(({ id, properties: p }) => (
            <li key={id} className="rounded-xl bg-emerald-50 px-4 py-3">
              <p className="flex justify-between gap-3 font-semibold">
                <span>{p.farmer}</span>
                <span className="whitespace-nowrap text-emerald-800">
                  {t('home.farmersMap.trees', { trees: number(p.total_trees) })}
                </span>
              </p>
              <p className="text-sm text-emerald-800">
                {t('home.farmersMap.village')} {p.village}
                {p.district && `, ${t('home.farmersMap.district')} ${p.district}`}
              </p>
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-4 text-emerald-800">{t('home.farmersMap.none', { year })}</p>
      )}
    </div>
  );
}
