import { formatDate } from '@rimba/core';
import { stillGlobeSize } from '@rimba/core/map-style';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useImpact, useMapConfig, useSampleWin, useWinPlaces, type WinPlace } from '../../api/public';
import { localPath, useLang } from '../../app/lang';
import { ChevronDownIcon, CloseIcon } from '../../ui/icons';
import { Link } from '../../ui/Link';
import { formatCo2Range, formatFigure } from '../../ui/liveFigures';
import { useHydrated } from '../../ui/useHydrated';
import { useModal } from '../../ui/useModal';
import { usePageTitle } from '../../ui/usePageTitle';
import { whenSeen } from '../../ui/whenSeen';
import type { Globe } from './globe';
import './texts';

/** Where the search card and the result sheet sit: in the flow on a phone, a column over the globe from md up. */
const column =
  'relative z-10 flex flex-col md:absolute md:left-4 md:top-4 md:max-h-[calc(100%-2rem)] md:w-[22rem]';

/**
 * /win, the tree tracker (site spec §2, §4): a tree code's places on a spinning globe. The search is a
 * form of `win_id`, so without script the server answers it with the code's places as a list; with
 * script the globe (MapLibre, loaded only here and only once the page runs) flies to them.
 */
export default function WinPage() {
  const { t } = useTranslation();
  const lang = useLang();
  usePageTitle(t('win.title'), { description: t('win.intro') });
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const code = (params.get('win_id') ?? '').trim().toUpperCase();
  const places = useWinPlaces(code);
  const found = code && places.data && places.data.length > 0 ? places.data : null;
  const notFound = code !== '' && (places.isError || places.data?.length === 0);

  const [dialog, setDialog] = useState<'empty' | 'notFound' | null>(null);
  // What lies over the globe (the search card or the result sheet), whose side the globe keeps clear.
  const [cover, setCover] = useState<HTMLElement | null>(null);
  // The place clicked on the globe, of the code it belongs to.
  const [clicked, setClicked] = useState<{ code: string; index: number } | null>(null);
  const selected = clicked?.code === code ? found?.[clicked.index] : undefined;
  // A code whose 'not found' was shown and closed: not shown again until it is searched again.
  const [answered, setAnswered] = useState('');
  useEffect(() => {
    if (notFound && answered !== code) {
      setAnswered(code);
      setDialog('notFound');
    }
  }, [notFound, answered, code]);

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (code !== '' && places.isFetching) return;
    const typed = String(new FormData(event.currentTarget).get('win_id') ?? '')
      .trim()
      .toUpperCase();
    if (!typed) {
      setDialog('empty');
      return;
    }
    setAnswered('');
    navigate(`${localPath('/win', lang)}?win_id=${encodeURIComponent(typed)}`);
  };

  return (
    <div>
      <header className="mx-auto max-w-7xl px-4 pb-6 pt-10 sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('win.heading')}</h1>
        <p className="mt-2 max-w-2xl text-lg text-emerald-800">{t('win.intro')}</p>
      </header>

      {/*
        On a phone the search sits above the globe and the result below it, as a sheet the visitor can fold
        away; from md up both float in a column on the globe's left, which the globe keeps its places clear
        of. The map's controls (zoom at the top right, attribution at the bottom right) stay uncovered.
      */}
      <section className="relative isolate flex h-[85svh] min-h-[32rem] flex-col overflow-hidden bg-slate-900 md:block md:h-[70vh]">
        {!found && (
          <div ref={setCover} className={`${column} p-4 md:p-0`}>
            <SearchCard
              code={code}
              onSubmit={search}
              notFound={notFound && !hydrated ? code : null}
              busy={code !== '' && places.isFetching}
            />
          </div>
        )}
        <GlobeView
          places={found}
          cover={cover}
          onPlace={(index) => setClicked({ code, index })}
          onMove={() => setClicked(null)}
          atOnce={code !== ''}
        />
        {found && (
          <div ref={setCover} className={`${column} max-h-[60%]`}>
            <ResultSheet place={found[0]!} count={found.length} />
          </div>
        )}
      </section>

      {found && <PlaceList code={code} places={found} />}

      {dialog && (
        <MessageDialog
          title={dialog === 'empty' ? t('win.empty') : t('win.notFound')}
          text={dialog === 'empty' ? t('win.emptyText') : t('win.notFoundText', { code })}
          onClose={() => setDialog(null)}
        />
      )}
      {selected && <PlaceDialog place={selected} onClose={() => setClicked(null)} />}
    </div>
  );
}

function SearchCard({
  code,
  onSubmit,
  notFound,
  busy,
}: {
  code: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  notFound: string | null;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const input = useRef<HTMLInputElement>(null);
  const sample = useSampleWin();
  // The field shows the code searched (a link or the history may change it) without being replaced: a new
  // element would take the focus and the label's association away.
  // Not as the page starts: what the visitor typed before the page ran stays.
  const shown = useRef(code);
  useEffect(() => {
    if (shown.current === code) return;
    shown.current = code;
    if (input.current && input.current.value.trim().toUpperCase() !== code) input.current.value = code;
  }, [code]);
  return (
    <div className="w-full rounded-2xl bg-white p-6 shadow-xl">
      <form method="get" action={localPath('/win', lang)} onSubmit={onSubmit}>
        {/* A fixed id: the server renders with React and the browser with Preact, whose generated ids differ. */}
        <label htmlFor="win-search-code" className="block font-semibold">
          {t('win.label')}
        </label>
        <div className="mt-2 flex gap-2">
          <input
            ref={input}
            id="win-search-code"
            name="win_id"
            defaultValue={code}
            placeholder={t('win.placeholder')}
            autoComplete="off"
            maxLength={64}
            className="min-w-0 flex-1 rounded-full border border-emerald-300 px-4 py-2 font-mono uppercase placeholder:normal-case"
          />
          {/* Never disabled while searching: a disabled button drops the focus to the page. */}
          <button
            type="submit"
            aria-disabled={busy || undefined}
            className="rounded-full bg-emerald-700 px-5 py-2 font-semibold text-white hover:bg-emerald-800 aria-disabled:opacity-60"
          >
            {busy ? t('win.searching') : t('win.search')}
          </button>
        </div>
      </form>
      {notFound && (
        <div role="alert" className="mt-4 rounded-xl bg-red-50 p-3 text-red-900">
          <p className="font-semibold">{t('win.notFound')}</p>
          <p className="text-sm">{t('win.notFoundText', { code: notFound })}</p>
        </div>
      )}
      {sample.data && (
        <p className="mt-4 text-sm">
          <Link
            to={`/win?win_id=${encodeURIComponent(sample.data)}`}
            className="font-semibold text-emerald-700 hover:underline"
          >
            {t('win.sample')}
          </Link>
        </p>
      )}
      <LiveTotals />
    </div>
  );
}

/** Every tree the foundation has planted and the CO₂ they capture, as the dashboard counts them. */
function LiveTotals() {
  const { t } = useTranslation();
  const lang = useLang();
  const impact = useImpact();
  if (!impact.data) return null;
  return (
    <div className="mt-4 border-t border-emerald-100 pt-4">
      <dl className="space-y-2">
        <div>
          <dt className="text-sm text-emerald-800">{t('liveFigures.trees_planted')}</dt>
          <dd className="text-xl font-bold text-emerald-900" data-testid="win-trees-planted">
            {formatFigure(impact.data.trees_planted, lang)}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-emerald-800">{t('liveFigures.co2_tonnes')}</dt>
          <dd className="text-xl font-bold text-emerald-900" data-testid="win-co2">
            {`${formatCo2Range(impact.data.co2_tonnes, lang)}\u00a0${t('liveFigures.units.co2')}`}
          </dd>
        </div>
      </dl>
      <p className="mt-2 text-xs text-emerald-800">
        {t('liveFigures.estimate')}{' '}
        <Link to="/about-impact#co2-method" className="font-semibold text-emerald-700 underline">
          {t('liveFigures.method')}
        </Link>
      </p>
    </div>
  );
}

/**
 * The globe. Until it runs, a still picture of it as it first shows (`/api/public/map/globe.svg`, made by
 * the server): its code (MapLibre, a chunk of its own) starts once the visitor does something on the page
 * (a touch, a key, the mouse, a scroll), as its start holds a phone's main thread for seconds, or at once
 * when the page opens on a code to show.
 */
function GlobeView({
  places,
  cover,
  onPlace,
  onMove,
  atOnce,
}: {
  places: WinPlace[] | null;
  /** What may lie over the globe's left side: its places are shown right of it. */
  cover: HTMLElement | null;
  onPlace: (index: number) => void;
  onMove: () => void;
  /** Start without waiting for the visitor's first input. */
  atOnce: boolean;
}) {
  const { t } = useTranslation();
  const container = useRef<HTMLElement>(null);
  const [globe, setGlobe] = useState<Globe | null>(null);
  const [drawn, setDrawn] = useState(false);
  const [inset, setInset] = useState(0);
  const config = useMapConfig();
  const styleUrl = config.data?.styleUrl;
  const ready = config.isSuccess || config.isError;
  const handlers = useRef({ onPlace, onMove });
  handlers.current = { onPlace, onMove };
  const startAtOnce = useRef(atOnce);

  useEffect(() => {
    if (!ready || !container.current) return;
    let made: Globe | null = null;
    let gone = false;
    const cancel = whenSeen(
      container.current,
      () =>
        import('./globe').then(({ createGlobe }) => {
          if (gone || !container.current) return;
          made = createGlobe(container.current, {
            styleUrl: styleUrl ?? null,
            label: t('win.map'),
            onPlace: (index) => handlers.current.onPlace(index),
            onMove: () => handlers.current.onMove(),
          });
          void made.loaded.then(() => !gone && setDrawn(true));
          setGlobe(made);
        }),
      { afterInput: !startAtOnce.current },
    );
    return () => {
      gone = true;
      cancel();
      made?.remove();
      setGlobe(null);
      setDrawn(false);
    };
  }, [ready, styleUrl, t]);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const fit = () => setInset(coveredLeft(element, cover));
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(element);
    if (cover) observer.observe(cover);
    return () => observer.disconnect();
  }, [cover]);

  useEffect(() => globe?.setInsets({ left: inset }), [globe, inset]);

  useEffect(() => {
    if (!globe) return;
    if (places) globe.show(places);
    else globe.clear();
  }, [globe, places]);

  return (
    <div className="relative min-h-0 flex-1 md:!absolute md:inset-0">
      {/* A background rather than an image: React would announce an image's preload before the page. */}
      {!drawn && (
        <div
          aria-hidden="true"
          data-testid="win-globe-still"
          className="pointer-events-none absolute inset-y-0 right-0 bg-center bg-no-repeat"
          style={{
            left: inset,
            backgroundImage: 'url(/api/public/map/globe.svg)',
            backgroundSize: `${stillGlobeSize}px`,
          }}
        />
      )}
      <section
        ref={container}
        aria-label={t('win.map')}
        aria-describedby={places ? 'win-places' : undefined}
        data-testid="win-globe"
        className="!absolute inset-0"
      />
    </div>
  );
}

/** How far, in pixels, an element over the map reaches in from the map's left edge (0 when it is not over it). */
function coveredLeft(map: HTMLElement, cover: HTMLElement | null): number {
  if (!cover) return 0;
  const m = map.getBoundingClientRect();
  const c = cover.getBoundingClientRect();
  const over = c.right > m.left && c.left < m.right && c.bottom > m.top && c.top < m.bottom;
  return over ? Math.round(c.right - m.left) : 0;
}

/**
 * The farmer and the tree of a code found: a sheet whose details the visitor can fold away to see more of
 * the map, keeping the farmer's name and the code in view. Its ids are fixed, as the page has one.
 */
function ResultSheet({ place, count }: { place: WinPlace; count: number }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(true);
  const toggle = useRef<HTMLButtonElement>(null);
  return (
    <div
      data-testid="win-sheet"
      className="flex min-h-0 flex-col rounded-t-2xl bg-white shadow-[0_-4px_16px_rgb(0_0_0/0.25)] md:rounded-2xl md:shadow-xl"
    >
      <div className="flex items-center gap-3 border-b border-emerald-100 px-4 py-2">
        <p className="min-w-0 flex-1 truncate text-sm">
          <span className="font-semibold">{place.farmer}</span> ·{' '}
          <span className="font-mono">{place.win_code}</span>
        </p>
        {hydrated && (
          <button
            type="button"
            aria-expanded={open}
            aria-controls="win-details"
            ref={toggle}
            onClick={() => {
              setOpen(!open);
              // Folding the details moves the sheet's top: the button stays where it can be pressed again.
              requestAnimationFrame(() => toggle.current?.scrollIntoView({ block: 'nearest' }));
            }}
            className="flex shrink-0 items-center gap-1 rounded-full px-3 py-2 text-sm font-semibold text-emerald-800 hover:bg-emerald-50"
          >
            {open ? t('win.hideDetails') : t('win.showDetails')}
            <ChevronDownIcon className={`size-4 ${open ? '' : 'rotate-180'}`} aria-hidden="true" />
          </button>
        )}
      </div>
      <div id="win-details" hidden={!open} className="space-y-4 overflow-y-auto p-4">
        <FarmerPanel place={place} />
        <TreePanel place={place} count={count} />
      </div>
    </div>
  );
}

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-sm font-semibold uppercase tracking-wide text-emerald-700">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Rows({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-semibold">{term}</dt>
          <dd>{value || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

function FarmerPanel({ place }: { place: WinPlace }) {
  const { t } = useTranslation();
  return (
    <Panel id="win-farmer-title" title={t('win.farmerPanel')}>
      <p className="mt-1 text-xl font-bold" data-testid="win-farmer">
        {place.farmer}
      </p>
      <Rows
        rows={[
          [t('win.village'), place.village],
          [t('win.district'), place.district],
        ]}
      />
    </Panel>
  );
}

function TreePanel({ place, count }: { place: WinPlace; count: number }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Panel id="win-tree-title" title={t('win.treePanel')}>
      <p className="mt-1 font-mono text-xl font-bold" data-testid="win-code">
        {place.win_code}
      </p>
      <TreeRows place={place} />
      <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <Link to={`/tree/${place.win_code}`} className="font-semibold text-emerald-700 hover:underline">
          {t('win.treePage', { code: place.win_code })}
        </Link>
        <Link to="/win" className="font-semibold text-emerald-700 hover:underline">
          {t('win.again')}
        </Link>
      </p>
      {count > 1 && (
        <p className="mt-2 text-xs text-gray-600">
          <a href="#win-places" className="hover:underline">
            {t('win.places', { code: place.win_code })} (
            {count.toLocaleString(lang === 'id' ? 'id-ID' : 'en-GB')})
          </a>
        </p>
      )}
    </Panel>
  );
}

function TreeRows({ place }: { place: WinPlace }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Rows
      rows={[
        [t('win.species'), place.tree_name],
        [
          t('win.planted'),
          <time key="date" dateTime={place.planting_date}>
            {formatDate(place.planting_date, lang)}
          </time>,
        ],
        [t('win.qty'), place.qty_trees.toLocaleString(lang === 'id' ? 'id-ID' : 'en-GB')],
        [t('win.status'), t(`win.statuses.${place.status}`, { defaultValue: place.status })],
      ]}
    />
  );
}

/** Every place of the code as a list: what a visitor without script, or without sight of the map, reads. */
function PlaceList({ code, places }: { code: string; places: WinPlace[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <section className="mx-auto max-w-7xl px-4 py-10 sm:px-6" aria-labelledby="win-places">
      <h2 id="win-places" className="text-xl font-bold">
        {t('win.places', { code })}
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="win-places">
        {places.map((p) => (
          <li
            key={`${p.latitude},${p.longitude},${p.planting_date}`}
            className="rounded-xl border border-emerald-100 bg-white p-4"
          >
            <Rows
              rows={[
                [t('win.farmer'), p.farmer],
                [t('win.village'), p.village],
                [t('win.district'), p.district],
                [t('win.qty'), p.qty_trees.toLocaleString(lang === 'id' ? 'id-ID' : 'en-GB')],
                [t('win.species'), p.tree_name],
              ]}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

function DialogFrame({
  title,
  onClose,
  children,
  modal,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  modal: boolean;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const closeButton = useRef<HTMLButtonElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  useModal(dialog, closeButton, onClose);
  const box = (
    <div
      role="dialog"
      aria-modal={modal || undefined}
      aria-labelledby={titleId}
      ref={dialog}
      className={
        modal
          ? 'relative w-full max-w-sm rounded-2xl bg-white p-6 shadow-xl'
          : 'fixed bottom-4 left-1/2 z-[60] w-[min(24rem,calc(100%-2rem))] -translate-x-1/2 rounded-2xl bg-white p-5 shadow-2xl'
      }
    >
      <button
        ref={closeButton}
        type="button"
        onClick={onClose}
        aria-label={t('win.close')}
        className="absolute right-3 top-3 grid size-9 place-items-center rounded-full text-xl text-emerald-950 hover:bg-emerald-50"
      >
        <CloseIcon />
      </button>
      <h2 id={titleId} className="pr-10 text-lg font-bold">
        {title}
      </h2>
      {children}
    </div>
  );
  if (!modal) return box;
  return <div className="fixed inset-0 z-[60] grid place-items-center bg-black/50 p-4">{box}</div>;
}

/** 'WIN is empty' or 'WIN not found' (site spec §8). */
function MessageDialog({ title, text, onClose }: { title: string; text: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <DialogFrame title={title} onClose={onClose} modal>
      <p className="mt-2 text-emerald-900">{text}</p>
      <p className="mt-5 text-right">
        <button
          type="button"
          onClick={onClose}
          className="rounded-full bg-emerald-700 px-6 py-2 font-semibold text-white hover:bg-emerald-800"
        >
          {t('win.ok')}
        </button>
      </p>
    </DialogFrame>
  );
}

/**
 * A place clicked on the globe. It leaves the map free to move: dragging or zooming it closes the
 * dialog, as Esc and its button do.
 */
function PlaceDialog({ place, onClose }: { place: WinPlace; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <DialogFrame title={t('win.place')} onClose={onClose} modal={false}>
      <p className="mt-1 font-semibold" data-testid="win-place-farmer">
        {place.farmer}
      </p>
      <Rows
        rows={[
          [t('win.village'), place.village],
          [t('win.district'), place.district],
          [t('win.regency'), [place.regency, place.province].filter(Boolean).join(', ')],
          [t('win.location'), `${place.latitude.toFixed(5)}, ${place.longitude.toFixed(5)}`],
        ]}
      />
      <TreeRows place={place} />
    </DialogFrame>
  );
}
