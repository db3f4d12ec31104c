import { formatDate } from '@rimba/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useTreeEvidence, useWinPlaces, useWinStory, type WinPlace, type WinReport } from '../../api/public';
import { useLang } from '../../app/lang';
import { Link } from '../../ui/Link';
import { Picture } from '../../ui/Picture';
import { usePageTitle } from '../../ui/usePageTitle';
import NotFoundPage from '../not-found/NotFoundPage';
import './texts';

const codePattern = /^[A-Za-z0-9-]{1,32}$/;

/**
 * /tree/{WIN}: the page a donor shares for their tree code, rendered on the server and whole without
 * script: the species, farmer, village and planting date of each place, a small map image and a QR code,
 * the planting its approved planting report made with the tree's latest measurement, and what the CMS
 * tells of the code: to whom it was issued, its message and its growth reports.
 */
export default function TreePage() {
  const { t } = useTranslation();
  const { win = '' } = useParams();
  const code = win.toUpperCase();
  const places = useWinPlaces(codePattern.test(win) ? code : 'none');
  if (!codePattern.test(win) || places.isError || (places.data && places.data.length === 0))
    return <NotFoundPage />;
  if (!places.data) {
    return (
      <div className="mx-auto max-w-5xl px-4 py-12" role="status" aria-label={t('common.loading')}>
        <div className="h-80 animate-pulse rounded-2xl bg-emerald-100" />
      </div>
    );
  }
  return <TreeView code={code} places={places.data} />;
}

function TreeView({ code, places }: { code: string; places: WinPlace[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  const first = places[0]!;
  const total = places.reduce((n, p) => n + p.qty_trees, 0);
  usePageTitle(t('treePage.title', { code }), {
    description: t('treePage.description', {
      count: total,
      species: first.tree_name,
      farmer: first.farmer,
      village: first.village,
      province: first.province,
    }),
  });
  const place = [first.village, first.regency, first.province].filter(Boolean).join(', ');
  const api = `/api/public/trees/${encodeURIComponent(code)}`;
  return (
    <article className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <p className="text-sm font-semibold uppercase tracking-wide text-emerald-700">{t('treePage.code')}</p>
      <h1 className="mt-1 font-mono text-3xl font-bold tracking-tight sm:text-4xl" data-testid="tree-code">
        {code}
      </h1>
      <p className="mt-3 text-lg text-emerald-900">
        {t('treePage.description', {
          count: total,
          species: first.tree_name,
          farmer: first.farmer,
          village: first.village,
          province: first.province,
        })}
      </p>
      <div className="mt-8 grid items-start gap-8 md:grid-cols-[3fr_2fr]">
        <div>
          <img
            src={`${api}/map.svg`}
            alt={t('treePage.map', { place })}
            width={480}
            height={320}
            className="w-full rounded-2xl border border-emerald-100"
          />
          <h2 className="mt-8 text-xl font-bold">{t('treePage.places')}</h2>
          <ul className="mt-3 space-y-4" data-testid="tree-places">
            {places.map((p) => (
              <li
                key={`${p.latitude},${p.longitude},${p.planting_date}`}
                className="rounded-xl border border-emerald-100 p-4"
              >
                <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                  <dt className="font-semibold">{t('treePage.species')}</dt>
                  <dd>{p.tree_name}</dd>
                  <dt className="font-semibold">{t('treePage.farmer')}</dt>
                  <dd>{p.farmer}</dd>
                  <dt className="font-semibold">{t('treePage.village')}</dt>
                  <dd>{[p.village, p.district].filter(Boolean).join(', ')}</dd>
                  <dt className="font-semibold">{t('treePage.regency')}</dt>
                  <dd>{[p.regency, p.province].filter(Boolean).join(', ')}</dd>
                  <dt className="font-semibold">{t('treePage.planted')}</dt>
                  <dd>
                    <time dateTime={p.planting_date}>{formatDate(p.planting_date, lang)}</time>
                  </dd>
                  <dt className="font-semibold">{t('treePage.trees')}</dt>
                  <dd>{p.qty_trees.toLocaleString(lang === 'id' ? 'id-ID' : 'en-GB')}</dd>
                  <dt className="font-semibold">{t('treePage.status')}</dt>
                  <dd>{t(`treePage.statuses.${p.status}`, { defaultValue: p.status })}</dd>
                </dl>
                <p className="mt-2 font-mono text-xs text-gray-600">
                  {p.latitude.toFixed(5)}, {p.longitude.toFixed(5)}
                </p>
              </li>
            ))}
          </ul>
          <PlantingSection code={code} />
          <WinStorySection code={code} />
        </div>
        <aside className="flex flex-col items-center gap-4 rounded-2xl bg-emerald-50 p-6">
          <img src={`${api}/qr.svg`} alt={t('treePage.qr')} width={200} height={200} className="bg-white" />
          <Link
            to={`/win?win_id=${encodeURIComponent(code)}`}
            className="rounded-full bg-emerald-700 px-5 py-2 font-semibold text-white hover:bg-emerald-800"
          >
            {t('treePage.track')}
          </Link>
        </aside>
      </div>
    </article>
  );
}

/**
 * The planting the tree came from (species, variety, date, nursery, garden, how many trees it made), its
 * latest measurement, and the measurements and verified photos of its approved growth reports. Nothing
 * for a tree recorded before plantings were. A component of its own, as WinStorySection is.
 */
function PlantingSection({ code }: { code: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const evidence = useTreeEvidence(code);
  if (!evidence.data?.planting) return null;
  const { planting, measurements, photos } = evidence.data;
  const number = (n: number) => n.toLocaleString(lang === 'id' ? 'id-ID' : 'en-GB');
  const date = (day: string) => <time dateTime={day}>{formatDate(day, lang)}</time>;
  const measured = (n: number | null, unit: string) => (n === null ? '–' : `${number(n)} ${unit}`);
  const facts: Fact[] = [
    [t('treePage.species'), planting.species],
    [t('treePage.variety'), planting.variety],
    [t('treePage.planted'), date(planting.planting_date)],
    [t('treePage.nursery'), planting.nursery],
    [t('treePage.garden'), planting.garden_code],
    [t('treePage.plantingTrees'), number(planting.trees)],
  ];
  const { latest_height_cm, latest_diameter_mm, measured_on } = evidence.data;
  return (
    <section className="mt-8" aria-labelledby="tree-planting" data-testid="tree-planting">
      <h2 id="tree-planting" className="text-xl font-bold">
        {t('treePage.planting')}
      </h2>
      {planting.verified_on && <Verified day={planting.verified_on} />}
      <Facts facts={facts} />
      {measured_on && (
        <>
          <h3 className="mt-4 text-lg font-bold">{t('treePage.latest')}</h3>
          <Facts
            facts={[
              [t('treePage.height'), measured(latest_height_cm, 'cm')],
              [t('treePage.diameter'), measured(latest_diameter_mm, 'mm')],
              [t('treePage.measuredOn'), date(measured_on)],
            ]}
          />
        </>
      )}
      {measurements.length > 0 && (
        <table className="mt-4 w-full text-left text-sm" data-testid="tree-measurements">
          <caption className="mb-2 text-left text-lg font-bold">{t('treePage.measurements')}</caption>
          <thead>
            <tr className="border-b border-emerald-100">
              <th scope="col" className="py-1 pr-4">
                {t('treePage.date')}
              </th>
              <th scope="col" className="py-1 pr-4">
                {t('treePage.height')}
              </th>
              <th scope="col" className="py-1 pr-4">
                {t('treePage.diameter')}
              </th>
              <th scope="col" className="py-1">
                {t('treePage.verified')}
              </th>
            </tr>
          </thead>
          <tbody>
            {measurements.map((m) => (
              <tr key={m.report_date} className="border-b border-emerald-50">
                <td className="py-1 pr-4">{date(m.report_date)}</td>
                <td className="py-1 pr-4">{measured(m.height_cm, 'cm')}</td>
                <td className="py-1 pr-4">{measured(m.diameter_mm, 'mm')}</td>
                <td className="py-1">
                  <span aria-hidden="true">✓ </span>
                  {date(m.verified_on)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {photos.length > 0 && (
        <>
          <h3 className="mt-4 text-lg font-bold">{t('treePage.photos')}</h3>
          <ul className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-3" data-testid="tree-photos">
            {photos.map((photo) => (
              <li key={photo.url}>
                <Picture
                  src={photo.url}
                  alt={t('treePage.reportPhoto', { date: formatDate(photo.report_date, lang) })}
                  sizes="(min-width: 640px) 200px, 50vw"
                  width={1200}
                  height={800}
                  className="aspect-[3/2] w-full rounded-lg object-cover"
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** The mark of evidence a supervisor approved, with the day. */
function Verified({ day }: { day: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <p
      className="mt-2 inline-flex items-center gap-1 rounded-full bg-emerald-50 px-3 py-1 text-sm font-semibold text-emerald-800"
      data-testid="tree-verified"
    >
      <span aria-hidden="true">✓</span>
      {t('treePage.verifiedOn', { date: formatDate(day, lang) })}
    </p>
  );
}

/** A label and its value; a fact without a value is left out. */
type Fact = [string, ReactNode];

function Facts({ facts }: { facts: Fact[] }) {
  return (
    <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-xl border border-emerald-100 p-4 text-sm">
      {facts
        .filter(([, value]) => value !== null && value !== undefined)
        .map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

/**
 * To whom the code was issued and its message, and the approved growth reports its editors chose for it,
 * newest first, each with their caption and its verified mark. A component of its own: a server render
 * waits for one answer per component (see usePublic).
 */
function WinStorySection({ code }: { code: string }) {
  const { t } = useTranslation();
  const story = useWinStory(code);
  if (!story.data) return null;
  const { sponsor_name, message, reports } = story.data;
  return (
    <>
      {(sponsor_name || message) && (
        <section className="mt-8 rounded-2xl bg-lime-50 p-5" aria-labelledby="tree-sponsor">
          <h2 id="tree-sponsor" className="text-xl font-bold">
            {sponsor_name ? t('treePage.plantedFor', { sponsor: sponsor_name }) : t('treePage.message')}
          </h2>
          {message && <p className="mt-2 whitespace-pre-line text-emerald-900">{message}</p>}
        </section>
      )}
      <h2 className="mt-8 text-xl font-bold">{t('treePage.reports')}</h2>
      {reports.length === 0 ? (
        <p className="mt-2 text-emerald-900">{t('treePage.noReports')}</p>
      ) : (
        <ol className="mt-3 space-y-4" data-testid="tree-reports">
          {reports.map((report) => (
            <Report
              key={`${report.report_date}-${report.verified_on}-${report.photo ?? ''}`}
              report={report}
            />
          ))}
        </ol>
      )}
    </>
  );
}

function Report({ report }: { report: WinReport }) {
  const { t } = useTranslation();
  const lang = useLang();
  const number = (n: number) => n.toLocaleString(lang === 'id' ? 'id-ID' : 'en-GB');
  const figures: [string, string][] = [];
  if (report.height_cm !== null) figures.push([t('treePage.height'), `${number(report.height_cm)} cm`]);
  if (report.diameter_mm !== null) figures.push([t('treePage.diameter'), `${number(report.diameter_mm)} mm`]);
  if (report.survival_percent !== null) {
    figures.push([t('treePage.survival'), `${number(report.survival_percent)}%`]);
  }
  const date = formatDate(report.report_date, lang);
  return (
    <li className="overflow-hidden rounded-xl border border-emerald-100 sm:flex">
      {report.photo && (
        <Picture
          src={report.photo}
          alt={t('treePage.reportPhoto', { date })}
          sizes="(min-width: 640px) 200px, 100vw"
          width={1200}
          height={800}
          className="aspect-[3/2] w-full object-cover sm:w-52"
        />
      )}
      <div className="p-4">
        <h3 className="font-semibold">
          <time dateTime={report.report_date}>{date}</time>
        </h3>
        <Verified day={report.verified_on} />
        {figures.length > 0 && (
          <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            {figures.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="font-semibold">{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        )}
        {report.note && <p className="mt-2 text-sm text-emerald-900">{report.note}</p>}
      </div>
    </li>
  );
}
