import { type KeyboardEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { DownloadIcon } from '../../ui/icons';
import { CallToAction } from '../content/CallToAction';
import { ContentPage } from '../content/ContentPage';
import { useTextList } from '../content/useTextList';
import './texts';

interface Programme {
  name: string;
  title: string;
  text: string;
  points: string[];
  to: string;
}

const brochureUrl = '/docs/rimba-business-brochure.pdf';

/** The tab the address names (`?tab=2`), counted from 1; a missing or unknown one selects the first. */
function selectedTab(value: string | null, count: number): number {
  const tab = Number(value);
  return Number.isInteger(tab) && tab >= 1 && tab <= count ? tab : 1;
}

/**
 * /business: the four programmes for companies as tabs. The tab is in the address, so the server renders
 * the chosen one and the tabs work as links without JavaScript; with it, the arrow keys move between them.
 */
export default function BusinessPage() {
  const { t } = useTranslation();
  const programmes = useTextList()<Programme>('business.tabs');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const tabs = useRef<(HTMLAnchorElement | null)[]>([]);
  const current = selectedTab(params.get('tab'), programmes.length);

  const onKeyDown = (event: KeyboardEvent) => {
    const last = programmes.length;
    const next = {
      ArrowRight: (current % last) + 1,
      ArrowLeft: ((current + last - 2) % last) + 1,
      Home: 1,
      End: last,
    }[event.key];
    if (!next) return;
    event.preventDefault();
    void navigate({ search: `?tab=${next}` }, { replace: true, preventScrollReset: true });
    tabs.current[next - 1]?.focus();
  };

  return (
    <ContentPage
      title={t('pages.business')}
      description={t('business.description')}
      intro={t('business.intro')}
    >
      <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16">
        <div
          role="tablist"
          aria-label={t('business.tabsLabel')}
          onKeyDown={onKeyDown}
          className="flex flex-wrap gap-2 border-b border-emerald-200"
        >
          {programmes.map((programme, index) => {
            const tab = index + 1;
            const selected = tab === current;
            return (
              <RouterLink
                key={programme.name}
                ref={(element) => {
                  tabs.current[index] = element;
                }}
                to={{ search: `?tab=${tab}` }}
                replace
                preventScrollReset
                role="tab"
                id={`business-tab-${tab}`}
                aria-selected={selected}
                aria-controls={`business-panel-${tab}`}
                tabIndex={selected ? 0 : -1}
                className={`-mb-px rounded-t-lg border-b-4 px-4 py-3 font-semibold ${
                  selected
                    ? 'border-emerald-700 bg-white text-emerald-900'
                    : 'border-transparent text-emerald-700 hover:bg-emerald-50'
                }`}
              >
                {programme.name}
              </RouterLink>
            );
          })}
        </div>
        {programmes.map((programme, index) => {
          const tab = index + 1;
          return (
            <div
              key={programme.name}
              role="tabpanel"
              id={`business-panel-${tab}`}
              aria-labelledby={`business-tab-${tab}`}
              hidden={tab !== current}
              className="rounded-b-2xl bg-white p-6 shadow-sm sm:p-8"
            >
              <h2 className="text-2xl font-bold tracking-tight">{programme.title}</h2>
              <p className="mt-3 text-lg leading-relaxed text-emerald-900">{programme.text}</p>
              <ul className="mt-5 list-disc space-y-2 pl-6 text-emerald-900 marker:text-emerald-600">
                {programme.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
              <p className="mt-6">
                <CallToAction to={programme.to} look="secondary">
                  {t('content.learnMore', { name: programme.name })}
                </CallToAction>
              </p>
            </div>
          );
        })}
        <p className="mt-10 flex flex-wrap items-center gap-3">
          <a
            href={brochureUrl}
            download
            className="inline-flex items-center gap-2 rounded-full bg-emerald-700 px-7 py-3 font-semibold text-white shadow hover:bg-emerald-800"
          >
            <DownloadIcon />
            {t('business.brochure')}
          </a>
          <span className="text-sm text-emerald-700">{t('business.brochureNote')}</span>
        </p>
      </div>
    </ContentPage>
  );
}
