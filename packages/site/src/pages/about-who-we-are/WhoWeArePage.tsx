import { useTranslation } from 'react-i18next';
import { CallToAction } from '../content/CallToAction';
import { ContentPage, ContentSection, InfoCards } from '../content/ContentPage';
import { ImageText } from '../content/ImageText';
import { useSceneImage } from '../content/images';
import { useTextList } from '../content/useTextList';
import './texts';

/** /about-who-we-are: who the foundation is, its vision and its mission. */
export default function WhoWeArePage() {
  const { t } = useTranslation();
  const list = useTextList();
  const scene = useSceneImage();
  return (
    <ContentPage
      title={t('pages.about-who-we-are')}
      description={t('whoWeAre.description')}
      intro={t('whoWeAre.intro')}
    >
      <ImageText
        title={t('whoWeAre.storyTitle')}
        paragraphs={list('whoWeAre.story')}
        image={scene('community')}
        eager
      />
      <ContentSection title={t('whoWeAre.visionTitle')} tone="white" narrow>
        <p className="border-l-4 border-lime-400 pl-5 text-xl leading-relaxed text-emerald-900 sm:text-2xl">
          {t('whoWeAre.vision')}
        </p>
      </ContentSection>
      <ContentSection title={t('whoWeAre.missionTitle')} narrow>
        <ol className="list-decimal space-y-3 pl-6 text-lg leading-relaxed text-emerald-900 marker:font-bold marker:text-emerald-700">
          {list('whoWeAre.mission').map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ol>
      </ContentSection>
      <ContentSection title={t('whoWeAre.valuesTitle')} tone="white">
        <InfoCards items={list('whoWeAre.values')} />
        <p className="mt-10">
          <CallToAction to="/about-what-we-do">{t('whoWeAre.next')}</CallToAction>
        </p>
      </ContentSection>
    </ContentPage>
  );
}
