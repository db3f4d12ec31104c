import { useTranslation } from 'react-i18next';
import { CallToAction } from '../content/CallToAction';
import { ContentPage, ContentSection, InfoCards } from '../content/ContentPage';
import { ImageText } from '../content/ImageText';
import { useSceneImage } from '../content/images';
import { useTextList } from '../content/useTextList';
import './texts';

interface Goal {
  number: string;
  title: string;
  text: string;
}

/** /about-what-we-do: the kinds of forestry, the nurseries, the planting cycle step by step, and the SDGs. */
export default function WhatWeDoPage() {
  const { t } = useTranslation();
  const list = useTextList();
  const scene = useSceneImage();
  return (
    <ContentPage
      title={t('pages.about-what-we-do')}
      description={t('whatWeDo.description')}
      intro={t('whatWeDo.intro')}
    >
      <ContentSection title={t('whatWeDo.typesTitle')} intro={t('whatWeDo.typesIntro')}>
        <InfoCards items={list('whatWeDo.types')} columns={4} />
      </ContentSection>
      <ImageText
        title={t('whatWeDo.nurseryTitle')}
        paragraphs={list('whatWeDo.nursery')}
        image={scene('nursery')}
        tone="white"
      />
      <ContentSection title={t('whatWeDo.cycleTitle')} intro={t('whatWeDo.cycleIntro')}>
        <InfoCards items={list('whatWeDo.cycle')} ordered />
      </ContentSection>
      <ImageText
        title={t('whatWeDo.monitoringTitle')}
        paragraphs={list('whatWeDo.monitoring')}
        image={scene('monitoring')}
        tone="white"
        reverse
      >
        <CallToAction to="/win">{t('whatWeDo.trackTree')}</CallToAction>
      </ImageText>
      <ContentSection title={t('whatWeDo.sdgTitle')} intro={t('whatWeDo.sdgIntro')}>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {list<Goal>('whatWeDo.sdgs').map((goal) => (
            <li key={goal.number} className="flex gap-4 rounded-2xl bg-white p-5 shadow-sm">
              <span className="grid size-12 shrink-0 place-items-center rounded-lg bg-emerald-700 text-xl font-bold text-white">
                <span className="sr-only">SDG </span>
                {goal.number}
              </span>
              <div>
                <h3 className="font-semibold">{goal.title}</h3>
                <p className="mt-1 text-sm text-emerald-800">{goal.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </ContentSection>
    </ContentPage>
  );
}
