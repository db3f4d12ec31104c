import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { CloudIcon, DropletIcon, HeartIcon, LeafIcon, UsersIcon, WindIcon } from '../../ui/icons';
import { CallToAction, CallToActionBand } from '../content/CallToAction';
import { ContentPage } from '../content/ContentPage';
import './texts';

/** The six reasons, in the spec's order, each with its picture. */
const reasons: { key: string; Icon: ComponentType<{ className?: string }> }[] = [
  { key: 'air', Icon: WindIcon },
  { key: 'water', Icon: DropletIcon },
  { key: 'biodiversity', Icon: LeafIcon },
  { key: 'social', Icon: UsersIcon },
  { key: 'health', Icon: HeartIcon },
  { key: 'climate', Icon: CloudIcon },
];

/** /why-trees: what trees do for air, water, wildlife, people, health and climate, and a way to plant one. */
export default function WhyTreesPage() {
  const { t } = useTranslation();
  return (
    <ContentPage
      title={t('pages.why-trees')}
      description={t('whyTrees.description')}
      intro={t('whyTrees.intro')}
    >
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-12 sm:px-6 sm:py-16 md:grid-cols-2 lg:grid-cols-3">
        {reasons.map(({ key, Icon }) => (
          <section
            key={key}
            aria-labelledby={`why-${key}`}
            data-testid="why-trees-section"
            className="flex flex-col rounded-2xl bg-white p-6 shadow-sm"
          >
            <span className="grid size-12 place-items-center rounded-full bg-emerald-700 text-2xl text-lime-300">
              <Icon />
            </span>
            <h2 id={`why-${key}`} className="mt-4 text-xl font-bold">
              {t(`whyTrees.sections.${key}.title`)}
            </h2>
            <p className="mt-2 flex-1 text-emerald-900">{t(`whyTrees.sections.${key}.text`)}</p>
            <p className="mt-4 rounded-lg bg-emerald-50 px-4 py-3 font-semibold text-emerald-800">
              {t(`whyTrees.sections.${key}.claim`)}
            </p>
          </section>
        ))}
      </div>
      <CallToActionBand title={t('whyTrees.plantTitle')} text={t('whyTrees.plantText')}>
        <CallToAction to="/donation" look="light">
          {t('common.plantATree')}
        </CallToAction>
      </CallToActionBand>
    </ContentPage>
  );
}
