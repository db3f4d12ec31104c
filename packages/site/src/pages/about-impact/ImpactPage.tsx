import { type ImpactFigureIcon, type ImpactFigureKey, impactFigureKeys } from '@rimba/core';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { type Impact, type ImpactFigure, useImpact, useImpactFigures } from '../../api/public';
import { useLang } from '../../app/lang';
import {
  BuildingIcon,
  CloudIcon,
  DropletIcon,
  HomeIcon,
  PinIcon,
  SproutIcon,
  TreeIcon,
  UsersIcon,
} from '../../ui/icons';
import { formatLiveFigure } from '../../ui/liveFigures';
import { CallToAction } from '../content/CallToAction';
import { ContentPage, ContentSection, Paragraphs } from '../content/ContentPage';
import { ImageText } from '../content/ImageText';
import { useSceneImage } from '../content/images';
import { useTextList } from '../content/useTextList';
import './texts';

const icons: Record<ImpactFigureIcon, ComponentType> = {
  tree: TreeIcon,
  seedling: SproutIcon,
  co2: CloudIcon,
  family: HomeIcon,
  company: BuildingIcon,
  people: UsersIcon,
  water: DropletIcon,
  map: PinIcon,
};

/**
 * /about-impact: an introduction, the cards editors keep in the CMS, each with its live number, how the
 * CO₂ is estimated, and the programme.
 */
export default function ImpactPage() {
  const { t } = useTranslation();
  const list = useTextList();
  const scene = useSceneImage();
  return (
    <ContentPage
      title={t('pages.about-impact')}
      description={t('impact.description')}
      intro={t('impact.intro')}
    >
      <ContentSection title={t('impact.introTitle')} narrow>
        <Paragraphs texts={list('impact.introText')} />
      </ContentSection>
      <ContentSection title={t('impact.figuresTitle')} tone="white">
        <Figures />
      </ContentSection>
      <ContentSection id={methodId} title={t('impact.methodTitle')} narrow>
        <Paragraphs texts={list('impact.methodText')} />
      </ContentSection>
      <ImageText
        title={t('impact.programmeTitle')}
        paragraphs={list('impact.programmeText')}
        image={scene('planting')}
      >
        <CallToAction to="/donation">{t('impact.plantTree')}</CallToAction>
        <CallToAction to="/about-what-we-do" look="secondary">
          {t('pages.about-what-we-do')}
        </CallToAction>
      </ImageText>
    </ContentPage>
  );
}

const methodId = 'co2-method';
const isFigureKey = (key: string | null): key is ImpactFigureKey =>
  (impactFigureKeys as readonly (string | null)[]).includes(key);

function Figures() {
  const { t } = useTranslation();
  const figures = useImpactFigures();
  const impact = useImpact();
  if (figures.isPending || impact.isPending) {
    return (
      <div
        className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
        role="status"
        aria-label={t('common.loading')}
      >
        {[1, 2, 3, 4, 5, 6].map((cell) => (
          <div key={cell} className="h-40 animate-pulse rounded-2xl bg-emerald-100" />
        ))}
      </div>
    );
  }
  // A card kept from before the numbers were live names none until an editor chooses one.
  const shown = figures.data?.filter((figure) => isFigureKey(figure.figure)) ?? [];
  if (!impact.data || shown.length === 0) {
    return <p className="text-center text-emerald-700">{t('common.empty')}</p>;
  }
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {shown.map((figure) => (
        <FigureCard key={figure.id} figure={figure} impact={impact.data} />
      ))}
    </ul>
  );
}

function FigureCard({ figure, impact }: { figure: ImpactFigure; impact: Impact }) {
  const { t } = useTranslation();
  const lang = useLang();
  const Icon = icons[figure.icon as ImpactFigureIcon] ?? TreeIcon;
  const key = figure.figure as ImpactFigureKey;
  const value = formatLiveFigure(impact, key, lang, (unit) => t(`liveFigures.units.${unit}`));
  // Words stand apart from the number (1.234 ha terverifikasi); a sign such as + does not (900+).
  const suffix = figure.suffix ? (/^\p{L}/u.test(figure.suffix) ? ` ${figure.suffix}` : figure.suffix) : '';
  return (
    <li data-testid="impact-figure" className="flex items-center gap-5 rounded-2xl bg-emerald-50 p-6">
      <span className="grid size-14 shrink-0 place-items-center rounded-full bg-emerald-700 text-3xl text-lime-300">
        <Icon />
      </span>
      <div>
        <p className="text-3xl font-bold tracking-tight text-emerald-900" data-testid="impact-value">
          {value}
          {suffix}
        </p>
        <h3 className="mt-1 font-semibold text-emerald-800">{figure.label}</h3>
        {key === 'co2_tonnes' && (
          <p className="mt-1 text-sm text-emerald-800">
            {t('liveFigures.estimate')}{' '}
            <a href={`#${methodId}`} className="font-semibold text-emerald-700 underline">
              {t('liveFigures.method')}
            </a>
          </p>
        )}
      </div>
    </li>
  );
}
