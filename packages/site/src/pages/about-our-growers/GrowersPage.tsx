import { useTranslation } from 'react-i18next';
import { useImageZoom } from '../../ui/ImageZoomDialog';
import { CallToAction, CallToActionBand } from '../content/CallToAction';
import { ContentPage, ContentSection } from '../content/ContentPage';
import { useGrowers } from './growers';

/**
 * /about-our-growers: six partner farmers, each a photo card. A click enlarges the photo in a dialog;
 * without JavaScript the card's link opens the picture itself.
 */
export default function GrowersPage() {
  const { t } = useTranslation();
  const growers = useGrowers();
  const { zoomLink, dialog } = useImageZoom(t('content.close'));

  return (
    <ContentPage
      title={t('pages.about-our-growers')}
      description={t('growers.description')}
      intro={t('growers.intro')}
    >
      <ContentSection title={t('growers.listTitle')} intro={t('growers.listIntro')}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {growers.map(({ image, ...grower }, index) => (
            <li
              key={grower.name}
              data-testid="grower-card"
              className="overflow-hidden rounded-2xl bg-white shadow-sm"
            >
              {zoomLink(image, t('content.zoom', { name: grower.name }), { eager: index < 3 })}
              <div className="p-5">
                <h3 className="text-lg font-semibold">{grower.name}</h3>
                <p className="text-sm text-emerald-700">{grower.place}</p>
                <p className="mt-2 text-emerald-900">{grower.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </ContentSection>
      <CallToActionBand title={t('growers.joinTitle')} text={t('growers.joinText')}>
        <CallToAction to="/donation" look="light">
          {t('common.plantATree')}
        </CallToAction>
      </CallToActionBand>
      {dialog}
    </ContentPage>
  );
}
