import { useTranslation } from 'react-i18next';
import { useSampleWin } from '../../api/public';
import { useImageZoom } from '../../ui/ImageZoomDialog';
import { Link } from '../../ui/Link';
import { useGrowers } from '../about-our-growers/growers';
import { SectionTitle } from './HomeSections';

/**
 * The home page's growers (site spec §2 "Home"): their photos, each enlarging in a dialog when clicked,
 * a link to the growers' page, and a link that tracks a sample tree on /win by its code (`win_id`).
 */
export function GrowersGallery() {
  const { t } = useTranslation();
  const growers = useGrowers();
  const sample = useSampleWin().data;
  const { zoomLink, dialog } = useImageZoom(t('content.close'));
  return (
    <section aria-labelledby="home-growers" className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20">
      <SectionTitle id="home-growers" title={t('home.growersTitle')} text={t('home.growersText')} />
      <ul className="mt-10 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
        {growers.map(({ image, name }) => (
          <li key={name} data-testid="home-grower">
            {zoomLink(image, t('content.zoom', { name }), { className: 'overflow-hidden rounded-xl' })}
          </li>
        ))}
      </ul>
      <p className="mt-8 flex flex-col items-center gap-3 text-center sm:flex-row sm:justify-center sm:gap-8">
        <Link to="/about-our-growers" className="font-semibold text-emerald-700 hover:underline">
          {t('home.allGrowers')} →
        </Link>
        {sample && (
          <Link
            to={`/win?win_id=${encodeURIComponent(sample)}`}
            data-testid="home-track-tree"
            className="font-semibold text-emerald-700 hover:underline"
          >
            {t('home.trackTree', { code: sample })} →
          </Link>
        )}
      </p>
      {dialog}
    </section>
  );
}
