import { formatNumber } from '@rimba/core';
import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  type ManagementUnit,
  type MapLayer,
  type Nursery,
  type NurseryTotals,
  type Province,
  type TreeSummary,
  useMapConfig,
  useMapLayers,
  useNurseries,
  useProvinces,
  useTreeSummary,
  useUnits,
  useVillages,
  type Village,
} from '../../api/public';
import { localPath, useLang } from '../../app/lang';
import { EmptyList, ListLoading } from '../../ui/ListStates';
import { PageHeading } from '../../ui/PageHeading';
import { whenSeen } from '../../ui/whenSeen';
import TeamSection from '../about/TeamSection';
import type { NurseryMap, TreeMap } from './locationMap';
import './texts';

/** The planting years the filter offers (site spec §9: from 2019, for 10 years). */
export const filterYears = Array.from({ length: 10 }, (_, i) => 2019 + i);

/** What the visitor chose, as the page's address names it: a year, and a region by its codes. */
interface Choice {
  year?: number;
  province: string;
  unit: string;
  village: string;
}

function choiceOf(params: URLSearchParams): Choice {
  const year = Number(params.get('year'));
  return {
    year: filterYears.includes(year) ? year : undefined,
    province: params.get('province') ?? '',
    unit: params.get('unit') ?? '',
    village: params.get('village') ?? '',
  };
}

/** The address's query for a choice: empty levels left out. */
function queryOf(choice: Choice): URLSearchParams {
  const query = new URLSearchParams();
  if (choice.year) query.set('year', String(choice.year));
  if (choice.province) query.set('province', choice.province);
  if (choice.unit) query.set('unit', choice.unit);
  if (choice.village) query.set('village', choice.village);
  return query;
}

/** The regions the choice names, found in their lists (an unknown code names none). */
interface Region {
  province?: Province;
  unit?: ManagementUnit;
  village?: Village;
}
interface Lists {
  provinces: Province[];
  units: ManagementUnit[];
  villages: Village[];
}

const regionName = (region: Region, fallback: string) =>
  region.village?.village_name ??
  region.unit?.unit_management_name ??
  region.province?.province_name ??
  fallback;

/**
 * /about-location-capacity (site spec §2, §4): where the trees are planted and what the nurseries can
 * raise. The filters are a form of the page's address (year, province, unit, village), so without script
 * the server answers a choice with its trees, nurseries and cards; with script each change redraws the
 * maps in place, a province loading its units and a unit its villages, the levels below cleared.
 */
export default function LocationPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const choice = choiceOf(params);
  const choose = (next: Choice) => setParams(queryOf(next), { preventScrollReset: true });
  return (
    <>
      <PageHeading title={t('location.title')} description={t('location.intro')}>
        {t('location.intro')}
      </PageHeading>
      <div className="mx-auto max-w-7xl space-y-14 px-4 py-10 sm:px-6">
        <ProvinceLevel choice={choice} choose={choose} />
        <TeamSection />
      </div>
    </>
  );
}

type LevelProps = { choice: Choice; choose: (next: Choice) => void };

// One call per component: a server render waits for one answer per component (see usePublic), and each
// level needs the one above it.
function ProvinceLevel(props: LevelProps) {
  const provinces = useProvinces().data ?? [];
  const province = provinces.find((p) => p.province_code === props.choice.province);
  return <UnitLevel {...props} provinces={provinces} province={province} />;
}

function UnitLevel(props: LevelProps & { provinces: Province[]; province?: Province }) {
  const units = useUnits(props.province?.province_code ?? '').data ?? [];
  const unit = props.province ? units.find((u) => u.mu_no === props.choice.unit) : undefined;
  return <VillageLevel {...props} units={units} unit={unit} />;
}

function VillageLevel({
  choice,
  choose,
  provinces,
  province,
  units,
  unit,
}: LevelProps & {
  provinces: Province[];
  province?: Province;
  units: ManagementUnit[];
  unit?: ManagementUnit;
}) {
  const villages = useVillages(unit?.id).data ?? [];
  const village = unit ? villages.find((v) => v.village_code === choice.village) : undefined;
  const region: Region = { province, unit, village };
  const lists: Lists = { provinces, units: province ? units : [], villages: unit ? villages : [] };
  return (
    <>
      <TreesSection choice={choice} choose={choose} region={region} lists={lists} />
      <NurserySection region={region} />
    </>
  );
}

function TreesSection({ choice, choose, region, lists }: LevelProps & { region: Region; lists: Lists }) {
  const { t } = useTranslation();
  const lang = useLang();
  const filter = {
    year: choice.year,
    province_id: region.province?.id,
    unit_id: region.unit?.id,
    village_id: region.village?.id,
  };
  const summary = useTreeSummary({
    year: filter.year,
    province_id: filter.province_id,
    mu_id: filter.unit_id,
    village_id: filter.village_id,
  });
  const name = regionName(region, t('location.allIndonesia'));
  const trees = formatNumber(summary.data?.trees ?? 0, lang);
  return (
    <section aria-labelledby="location-trees" className="space-y-6">
      <h2 id="location-trees" className="text-2xl font-bold tracking-tight sm:text-3xl">
        {t('location.treesTitle')}
      </h2>
      <Filters choice={choice} choose={choose} lists={lists} region={region} />
      {summary.data ? (
        <div>
          <p
            className="text-lg font-semibold text-emerald-900"
            data-testid="location-summary"
            aria-live="polite"
          >
            {choice.year
              ? t('location.treesInYear', { trees, region: name, year: choice.year })
              : t('location.treesIn', { trees, region: name })}
          </p>
          <YearList summary={summary.data} />
        </div>
      ) : (
        <p className="text-lg text-emerald-800" role="status">
          {t('common.loading')}
        </p>
      )}
      <LayersAndMap
        codes={{
          province_code: region.province?.province_code,
          mu_no: region.unit?.mu_no,
          village_code: region.village?.village_code,
        }}
        filter={filter}
        summary={summary.data}
      />
    </section>
  );
}

function YearList({ summary }: { summary: TreeSummary }) {
  const { t } = useTranslation();
  const lang = useLang();
  if (summary.years.length === 0) return null;
  return (
    <div className="mt-2">
      <h3 className="text-sm font-semibold text-emerald-800">{t('location.byYear')}</h3>
      <ul
        className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-emerald-900"
        data-testid="location-years"
      >
        {summary.years.map((y) => (
          <li key={y.year}>
            {t('location.yearTrees', { year: y.year, trees: formatNumber(y.trees, lang) })}
          </li>
        ))}
      </ul>
    </div>
  );
}

function Filters({ choice, choose, lists, region }: LevelProps & { lists: Lists; region: Region }) {
  const { t } = useTranslation();
  const lang = useLang();
  // The values shown are those the lists know: an unknown code in the address shows as "all".
  const shown = {
    year: choice.year ? String(choice.year) : '',
    province: region.province?.province_code ?? '',
    unit: region.unit?.mu_no ?? '',
    village: region.village?.village_code ?? '',
  };
  const change =
    (level: 'year' | 'province' | 'unit' | 'village') => (event: ChangeEvent<HTMLSelectElement>) => {
      const value = event.currentTarget.value;
      const current = { ...choice, ...shown, year: choice.year };
      if (level === 'year') choose({ ...current, year: value ? Number(value) : undefined });
      if (level === 'province') choose({ ...current, province: value, unit: '', village: '' });
      if (level === 'unit') choose({ ...current, unit: value, village: '' });
      if (level === 'village') choose({ ...current, village: value });
    };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    choose(choiceOf(new URLSearchParams([...form.entries()].map(([k, v]) => [k, String(v)]))));
  };
  return (
    <form
      method="get"
      action={localPath('/about-location-capacity', lang)}
      onSubmit={submit}
      aria-label={t('location.filters')}
      className="grid gap-4 rounded-2xl bg-emerald-50 p-4 sm:grid-cols-2 lg:grid-cols-[repeat(4,1fr)_auto] lg:items-end"
    >
      <FilterSelect
        name="year"
        label={t('location.year')}
        value={shown.year}
        onChange={change('year')}
        empty={t('location.allYears')}
        options={filterYears.map((year) => [String(year), String(year)])}
      />
      <FilterSelect
        name="province"
        label={t('location.province')}
        value={shown.province}
        onChange={change('province')}
        empty={t('location.allProvinces')}
        options={lists.provinces.map((p) => [p.province_code, p.province_name])}
      />
      <FilterSelect
        name="unit"
        label={t('location.unit')}
        value={shown.unit}
        onChange={change('unit')}
        empty={region.province ? t('location.allUnits') : t('location.chooseProvinceFirst')}
        disabled={!region.province}
        options={lists.units.map((u) => [u.mu_no, u.unit_management_name])}
      />
      <FilterSelect
        name="village"
        label={t('location.village')}
        value={shown.village}
        onChange={change('village')}
        empty={region.unit ? t('location.allVillages') : t('location.chooseUnitFirst')}
        disabled={!region.unit}
        options={lists.villages.map((v) => [v.village_code, v.village_name])}
      />
      <button
        type="submit"
        className="rounded-full bg-emerald-700 px-6 py-2 font-semibold text-white hover:bg-emerald-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
      >
        {t('location.show')}
      </button>
    </form>
  );
}

/** One level of the filter: a labelled select whose first option ("all", or why it waits) is empty. */
function FilterSelect({
  name,
  label,
  value,
  onChange,
  empty,
  options,
  disabled,
}: {
  name: string;
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  empty: string;
  options: [value: string, label: string][];
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        onChange={onChange}
        disabled={disabled}
        className="mt-1 block w-full rounded-lg border border-emerald-300 bg-white px-3 py-2 disabled:bg-gray-100"
      >
        <option value="">{empty}</option>
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

type Filter = { year?: number; province_id?: number; unit_id?: number; village_id?: number };

/** The GIS module's layers of the region (none while that call fails), and the map that draws them. */
function LayersAndMap({
  codes,
  filter,
  summary,
}: {
  codes: { province_code?: string; mu_no?: string; village_code?: string };
  filter: Filter;
  summary: TreeSummary | undefined;
}) {
  const { t } = useTranslation();
  const layers = useMapLayers(codes);
  const drawn = (layers.isSuccess ? layers.data : []).filter(
    (l): l is MapLayer & { file_maps: { url: string } } => !!l.file_maps?.url,
  );
  return (
    <>
      <TreeMapView filter={filter} summary={summary} layers={drawn} />
      {drawn.length > 0 && (
        <div>
          <h3 className="text-sm font-semibold text-emerald-800">{t('location.layers')}</h3>
          <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm" data-testid="location-layers">
            {drawn.map((l) => (
              <li key={l.id} className="flex items-center gap-2">
                <span
                  aria-hidden="true"
                  className="inline-block size-3 rounded-sm"
                  style={{ background: l.color }}
                />
                {l.map_name}
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}

/**
 * The map of the trees, drawn once the page runs and the map comes into view: its code (MapLibre) is a
 * chunk of its own.
 */
function TreeMapView({
  filter,
  summary,
  layers,
}: {
  filter: Filter;
  summary: TreeSummary | undefined;
  layers: (MapLayer & { file_maps: { url: string } })[];
}) {
  const { t } = useTranslation();
  const container = useRef<HTMLElement>(null);
  const [map, setMap] = useState<TreeMap | null>(null);
  const config = useMapConfig();
  const styleUrl = config.data?.styleUrl;
  const ready = config.isSuccess || config.isError;
  // What the map shows now: the filter and the region's box (the map opens on them when it is made).
  const key = JSON.stringify([filter, summary?.bounds]);
  const now = useRef({ filter, bounds: summary?.bounds ?? null, key });
  now.current = { filter, bounds: summary?.bounds ?? null, key };
  const shown = useRef<string | null>(null);

  useEffect(() => {
    if (!ready || !container.current) return;
    let made: TreeMap | null = null;
    let gone = false;
    const cancel = whenSeen(container.current, () =>
      import('./locationMap')
        .then(({ createTreeMap }) => {
          if (gone || !container.current) return;
          const { filter: first, bounds, key: opened } = now.current;
          made = createTreeMap(container.current, {
            styleUrl: styleUrl ?? null,
            label: t('location.treeMap'),
            filter: first,
            bounds,
          });
          shown.current = opened;
          setMap(made);
        })
        .catch(unavailable(container.current)),
    );
    return () => {
      gone = true;
      cancel();
      made?.remove();
      setMap(null);
    };
  }, [ready, styleUrl, t]);

  // Each new answer of the region redraws the trees and moves to the region.
  const answered = summary !== undefined;
  useEffect(() => {
    if (!map || !answered || shown.current === key) return;
    shown.current = key;
    map.show(now.current.filter, now.current.bounds);
  }, [map, key, answered]);

  // The layers as text: the map redraws them when they change, not at every render.
  const overlays = JSON.stringify(
    layers.map((l) => ({ id: l.id, url: l.file_maps.url, color: l.color, name: l.map_name })),
  );
  useEffect(() => {
    map?.setOverlays(JSON.parse(overlays));
  }, [map, overlays]);

  return (
    <section
      ref={container}
      aria-label={t('location.treeMap')}
      data-testid="location-map"
      className="h-[60vh] min-h-80 w-full overflow-hidden rounded-2xl bg-sky-100"
    />
  );
}

/**
 * What a map's container notes when the map cannot be drawn (no WebGL, its chunk not loaded): the page's
 * text holds the same content.
 */
const unavailable = (container: HTMLElement | null) => () => {
  if (container) container.dataset.unavailable = 'true';
};

const isPlaced = (n: Nursery): n is Nursery & { lat: number; lng: number } =>
  n.lat !== null && n.lng !== null;

function NurserySection({ region }: { region: Region }) {
  const { t } = useTranslation();
  const answer = useNurseries({ province_code: region.province?.province_code, mu_no: region.unit?.mu_no });
  const name =
    region.unit?.unit_management_name ?? region.province?.province_name ?? t('location.allIndonesia');
  return (
    <>
      <section aria-labelledby="location-capacity" className="space-y-6">
        <h2 id="location-capacity" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {t('location.capacityTitle')}
        </h2>
        <p className="text-emerald-800">{t('location.capacityIntro', { region: name })}</p>
        {answer.isPending ? <ListLoading /> : <CapacityCards totals={answer.data?.totals} />}
      </section>
      <section aria-labelledby="location-nurseries" className="space-y-6">
        <h2 id="location-nurseries" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {t('location.nurseryTitle')}
        </h2>
        <NurseryMapView nurseries={answer.data?.data ?? []} />
        {answer.isPending ? <ListLoading /> : <NurseryList nurseries={answer.data?.data ?? []} />}
      </section>
    </>
  );
}

function CapacityCards({ totals }: { totals: NurseryTotals | undefined }) {
  const { t } = useTranslation();
  const lang = useLang();
  const cards = ['nurseries', 'capacity', 'stock', 'distributed'] as const;
  return (
    <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4" data-testid="capacity-cards">
      {cards.map((card) => (
        <div key={card} className="rounded-2xl bg-emerald-700 p-5 text-white">
          <dt className="text-sm text-emerald-100">{t(`location.cards.${card}`)}</dt>
          <dd className="mt-1 text-2xl font-bold sm:text-3xl" data-testid={`capacity-${card}`}>
            {formatNumber(totals?.[card] ?? 0, lang)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function NurseryList({ nurseries }: { nurseries: Nursery[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  if (nurseries.length === 0) return <EmptyList text={t('location.noNurseries')} />;
  return (
    <div>
      <h3 className="text-xl font-semibold">{t('location.nurseryList')}</h3>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="nursery-list">
        {nurseries.map((n) => (
          <li key={n.id} className="rounded-xl border border-emerald-100 bg-white p-4">
            <p className="font-semibold">{n.name}</p>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="font-semibold">{t('location.unitVillage')}</dt>
              <dd>{[n.unit, n.village].filter(Boolean).join(' / ')}</dd>
              <dt className="font-semibold">{t('location.capacity')}</dt>
              <dd>{formatNumber(n.capacity, lang)}</dd>
              <dt className="font-semibold">{t('location.stock')}</dt>
              <dd>{formatNumber(n.stock, lang)}</dd>
              <dt className="font-semibold">{t('location.distributed')}</dt>
              <dd>{formatNumber(n.distributed, lang)}</dd>
            </dl>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The nurseries as markers on a map of their own, drawn once the page runs and the map comes into view. */
function NurseryMapView({ nurseries }: { nurseries: Nursery[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  const container = useRef<HTMLElement>(null);
  const [map, setMap] = useState<NurseryMap | null>(null);
  const config = useMapConfig();
  const styleUrl = config.data?.styleUrl;
  const ready = config.isSuccess || config.isError;
  const markers = nurseries.filter(isPlaced).map((n) => ({
    lat: n.lat,
    lng: n.lng,
    name: n.name,
    lines: [
      t('location.seedlingsAYear', { n: formatNumber(n.capacity, lang) }),
      t('location.stockOf', { n: formatNumber(n.stock, lang) }),
    ],
  }));
  const key = JSON.stringify(markers);
  const markersNow = useRef({ list: markers, key });
  markersNow.current = { list: markers, key };
  const drawn = useRef<string | null>(null);

  useEffect(() => {
    if (!ready || !container.current) return;
    let made: NurseryMap | null = null;
    let gone = false;
    const cancel = whenSeen(container.current, () =>
      import('./locationMap')
        .then(({ createNurseryMap }) => {
          if (gone || !container.current) return;
          made = createNurseryMap(container.current, {
            styleUrl: styleUrl ?? null,
            label: t('location.nurseryMap'),
            nurseries: markersNow.current.list,
          });
          drawn.current = markersNow.current.key;
          setMap(made);
        })
        .catch(unavailable(container.current)),
    );
    return () => {
      gone = true;
      cancel();
      made?.remove();
      setMap(null);
    };
  }, [ready, styleUrl, t]);

  useEffect(() => {
    if (!map || drawn.current === key) return;
    drawn.current = key;
    map.setNurseries(markersNow.current.list);
  }, [map, key]);

  return (
    <section
      ref={container}
      aria-label={t('location.nurseryMap')}
      data-testid="nursery-map"
      className="h-[50vh] min-h-72 w-full overflow-hidden rounded-2xl bg-sky-100"
    />
  );
}
