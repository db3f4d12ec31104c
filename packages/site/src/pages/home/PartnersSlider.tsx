import useEmblaCarousel from 'embla-carousel-react';
import { useTranslation } from 'react-i18next';
import type { Partner } from '../../api/public';
import { ChevronLeftIcon, ChevronRightIcon } from '../../ui/icons';
import { Link } from '../../ui/Link';
import { Picture } from '../../ui/Picture';
import { RotationButton } from './RotationButton';
import { useCarouselControls } from './useCarouselControls';

/** The logos move at the banners' pace. */
const PARTNERS_INTERVAL_MS = 4000;

/** Two logos per view on phones, three on tablets, four on desktops; a step moves a whole view. */
const options = {
  loop: true,
  align: 'start',
  slidesToScroll: 2,
  breakpoints: {
    '(min-width: 768px)': { slidesToScroll: 3 },
    '(min-width: 1024px)': { slidesToScroll: 4 },
  },
} as const;

const arrowClass =
  'grid size-10 place-items-center rounded-full border border-emerald-200 bg-white text-xl text-emerald-800 hover:bg-emerald-50 disabled:opacity-40';

export default function PartnersSlider({ partners }: { partners: Partner[] }) {
  const { t } = useTranslation();
  const [viewportRef, embla] = useEmblaCarousel(options);
  const { snapCount, previous, next, rotating, toggleRotation, holdHandlers } = useCarouselControls(
    embla,
    PARTNERS_INTERVAL_MS,
  );

  return (
    <div {...holdHandlers}>
      <div ref={viewportRef} className="overflow-hidden">
        <div className="-ml-4 flex touch-pan-y">
          {partners.map((partner) => (
            <div
              key={partner.id}
              className="min-w-0 shrink-0 grow-0 basis-1/2 pl-4 md:basis-1/3 lg:basis-1/4"
            >
              <Link
                to="/about-partners"
                data-testid="partner-item"
                className="flex h-full flex-col items-center gap-3 rounded-xl border border-emerald-100 bg-white p-4 text-center shadow-sm transition-shadow hover:shadow-md sm:p-6"
              >
                <span className="flex h-16 w-full items-center justify-center sm:h-20">
                  {partner.file_logo && (
                    <Picture
                      src={partner.file_logo.url}
                      // The name is written right below, so the logo adds nothing for a screen reader.
                      alt=""
                      sizes="160px"
                      draggable={false}
                      className="h-full w-auto max-w-full object-contain"
                    />
                  )}
                </span>
                <span className="text-sm font-semibold text-emerald-900">{partner.company_name}</span>
              </Link>
            </div>
          ))}
        </div>
      </div>
      {snapCount > 1 && (
        <div className="mt-6 flex justify-center gap-3">
          <button
            type="button"
            onClick={previous}
            aria-label={t('home.previousSlide')}
            className={arrowClass}
          >
            <ChevronLeftIcon />
          </button>
          <RotationButton rotating={rotating} onToggle={toggleRotation} className={arrowClass} />
          <button type="button" onClick={next} aria-label={t('home.nextSlide')} className={arrowClass}>
            <ChevronRightIcon />
          </button>
        </div>
      )}
    </div>
  );
}
