import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useBanners, usePartners } from '../../api/public';
import { CloudIcon, DropletIcon, SunIcon, UsersIcon } from '../../ui/icons';
import { Link } from '../../ui/Link';
import { preloadable } from '../../ui/preloadable';
import { usePageTitle } from '../../ui/usePageTitle';
import { FarmersMapSection } from './FarmersMapSection';
import { GrowersGallery } from './GrowersGallery';
import {
  Audiences,
  ImpactCounters,
  LatestArticles,
  LatestNews,
  QuoteBand,
  SdgGrid,
  SectionTitle,
} from './HomeSections';

// The carousels (and Embla with them) load in parallel with their data, so other pages never pay for
// them and the home page paints its text first.
const BannerCarousel = preloadable('BannerCarousel', () => import('./BannerCarousel'));
const PartnersSlider = preloadable('PartnersSlider', () => import('./PartnersSlider'));

const benefits = [
  { key: 'water', Icon: DropletIcon },
  { key: 'cooling', Icon: SunIcon },
  { key: 'climate', Icon: CloudIcon },
  { key: 'people', Icon: UsersIcon },
] as const;

export default function HomePage() {
  const { t } = useTranslation();
  usePageTitle(undefined, { description: t('home.introText') });
  return (
    <>
      <Banners />

      <section className="mx-auto max-w-7xl px-4 py-14 text-center sm:px-6 sm:py-20">
        <h1 className="mx-auto max-w-3xl text-3xl font-bold tracking-tight sm:text-4xl">
          {t('home.introTitle')}
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-emerald-800">{t('home.introText')}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link
            to="/donation"
            className="rounded-full bg-emerald-700 px-8 py-3 font-semibold text-white shadow hover:bg-emerald-800"
          >
            {t('common.plantATree')}
          </Link>
          <Link
            to="/win"
            className="rounded-full border-2 border-emerald-700 px-8 py-3 font-semibold text-emerald-800 hover:bg-emerald-50"
          >
            {t('common.seeYouTree')}
          </Link>
        </div>
      </section>

      <ImpactCounters />

      <section className="bg-white py-14 sm:py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <SectionTitle title={t('home.benefitsTitle')} text={t('home.benefitsText')} />
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {benefits.map(({ key, Icon }) => (
              <li key={key} className="rounded-2xl bg-emerald-50 p-6">
                <span className="grid size-12 place-items-center rounded-full bg-emerald-700 text-2xl text-lime-300">
                  <Icon />
                </span>
                <h3 className="mt-4 text-lg font-semibold">{t(`home.benefits.${key}.title`)}</h3>
                <p className="mt-2 text-emerald-800">{t(`home.benefits.${key}.text`)}</p>
              </li>
            ))}
          </ul>
          <p className="mt-10 text-center">
            <Link to="/why-trees" className="font-semibold text-emerald-700 hover:underline">
              {t('home.learnMore')} →
            </Link>
          </p>
        </div>
      </section>

      <Audiences />
      <SdgGrid />
      <QuoteBand />
      <FarmersMapSection />
      <div className="bg-white">
        <GrowersGallery />
      </div>
      <LatestArticles />
      <div className="bg-white">
        <LatestNews />
      </div>

      <section className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20">
        <SectionTitle title={t('home.partnersTitle')} text={t('home.partnersText')} />
        <div className="mt-10">
          <Partners />
        </div>
      </section>
    </>
  );
}

function Banners() {
  return (
    <div className="h-[28rem] sm:h-[32rem] lg:h-[36rem]">
      <BannerContent />
    </div>
  );
}

function BannerContent() {
  const { t } = useTranslation();
  const banners = useBanners();
  const skeleton = <div className="h-full animate-pulse bg-emerald-900" role="status" />;
  if (banners.isPending) return skeleton;
  if (banners.data?.length) {
    return (
      <Suspense fallback={skeleton}>
        <BannerCarousel banners={banners.data} />
      </Suspense>
    );
  }
  // No banner (or the call failed): a plain hero, so the page still opens with something.
  return (
    <div className="grid h-full place-items-center bg-gradient-to-br from-emerald-950 to-emerald-700 px-6">
      <div className="max-w-2xl text-center text-white">
        <p className="text-3xl font-bold sm:text-5xl">{t('home.fallbackTitle')}</p>
        <p className="mt-4 text-lg text-emerald-100">{t('home.fallbackText')}</p>
      </div>
    </div>
  );
}

function Partners() {
  const { t } = useTranslation();
  const partners = usePartners();
  const skeleton = (
    <div className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4" role="status">
      {[1, 2, 3, 4].map((cell) => (
        <div
          key={cell}
          className={`h-36 animate-pulse rounded-xl bg-emerald-100 ${cell > 2 ? 'hidden md:block' : ''}`}
        />
      ))}
    </div>
  );
  if (partners.isPending) return skeleton;
  if (!partners.data?.length) return <p className="text-center text-emerald-700">{t('common.empty')}</p>;
  return (
    <Suspense fallback={skeleton}>
      <PartnersSlider partners={partners.data} />
    </Suspense>
  );
}
