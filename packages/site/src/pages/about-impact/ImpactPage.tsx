import { formatNumber, type ImpactFigureIcon } from '@rimba/core';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { type ImpactFigure, useImpactFigures } from '../../api/public';
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

/** /about-impact: an introduction, the figures editors keep in the CMS as stat cards, and the programme. */
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

function Figures() {
  const { t } = useTranslation();
  const figures = useImpactFigures();
  if (figures.isPending) {
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
  if (!figures.data?.length) return <p className="text-center text-emerald-700">{t('common.empty')}</p>;
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {figures.data.map((figure) => (
        <FigureCard key={figure.id} figure={figure} />
      ))}
    </ul>
  );
}

function FigureCard({ figure }: { figure: ImpactFigure }) {
  const lang = useLang();
  const Icon = icons[figure.icon as ImpactFigureIcon] ?? TreeIcon;
  const value = formatNumber(figure.value, lang);
  // A unit of letters stands apart from the number (200.000.000 kg); a sign such as + does not (900+).
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
      </div>
    </li>
  );
}
