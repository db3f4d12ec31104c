import useEmblaCarousel from 'embla-carousel-react';
import { useTranslation } from 'react-i18next';
import type { Banner } from '../../api/public';
import { ChevronLeftIcon, ChevronRightIcon } from '../../ui/icons';
import { Link } from '../../ui/Link';
import { Picture } from '../../ui/Picture';
import { RotationButton } from './RotationButton';
import { useCarouselControls } from './useCarouselControls';

/** Banners advance every 4 seconds (site spec §9). */
export const BANNER_INTERVAL_MS = 4000;

const arrowClass =
  'absolute top-1/2 hidden size-11 -translate-y-1/2 place-items-center rounded-full bg-black/30 text-2xl text-white hover:bg-black/50 focus-visible:outline-2 focus-visible:outline-white sm:grid';

export default function BannerCarousel({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation();
  const [viewportRef, embla] = useEmblaCarousel({ loop: true });
  // Turning goes on after a drag: the banner is the page's shop window, not a gallery.
  const { selected, snapCount, previous, next, goTo, rotating, toggleRotation, holdHandlers } =
    useCarouselControls(embla, BANNER_INTERVAL_MS);

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Banner"
      className="relative h-full bg-emerald-950"
      {...holdHandlers}
    >
      <div ref={viewportRef} className="h-full overflow-hidden">
        {/* A screen reader hears the new slide when the visitor moves, not every time the slides turn. */}
        <div className="flex h-full touch-pan-y" aria-live={rotating ? 'off' : 'polite'}>
          {banners.map((banner, index) => (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern makes each slide a group
            <div
              key={banner.id}
              data-testid="banner-slide"
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} / ${banners.length}`}
              className="relative h-full min-w-0 shrink-0 grow-0 basis-full"
            >
              {banner.file_banner && (
                <Picture
                  src={banner.file_banner.url}
                  alt=""
                  draggable={false}
                  width={1600}
                  height={640}
                  eager={index === 0}
                  priority={index === 0 ? 'high' : undefined}
                  className="absolute inset-0 size-full object-cover"
                />
              )}
              <div className="absolute inset-0 bg-gradient-to-r from-emerald-950/90 via-emerald-950/60 to-emerald-950/10" />
              <div className="relative mx-auto flex h-full max-w-7xl flex-col justify-center px-6 sm:px-16 lg:px-20">
                <div className="max-w-xl text-white">
                  {banner.subtitle && (
                    <p className="text-xs font-semibold uppercase tracking-widest text-lime-300 sm:text-sm">
                      {banner.subtitle}
                    </p>
                  )}
                  <h2 className="mt-2 text-3xl font-bold leading-tight sm:text-5xl">{banner.title}</h2>
                  {banner.description && (
                    <p className="mt-4 line-clamp-4 text-base text-emerald-50 sm:text-lg">
                      {banner.description}
                    </p>
                  )}
                  {banner.link && banner.button_text && (
                    <BannerButton link={banner.link} text={banner.button_text} />
                  )}
                </div>
              </div>
            </div>
          ))}
        </div>
      </div>

      {snapCount > 1 && (
        <>
          <button
            type="button"
            onClick={previous}
            aria-label={t('home.previousSlide')}
            className={`${arrowClass} left-3`}
          >
            <ChevronLeftIcon />
          </button>
          <button
            type="button"
            onClick={next}
            aria-label={t('home.nextSlide')}
            className={`${arrowClass} right-3`}
          >
            <ChevronRightIcon />
          </button>
          <div className="absolute inset-x-0 bottom-4 flex items-center justify-center gap-1">
            <RotationButton
              rotating={rotating}
              onToggle={toggleRotation}
              className="mr-2 grid size-9 place-items-center rounded-full bg-black/30 text-lg text-white hover:bg-black/50 focus-visible:outline-2 focus-visible:outline-white"
            />
            {Array.from({ length: snapCount }, (_, index) => (
              <button
                // biome-ignore lint/suspicious/noArrayIndexKey: a dot is its slide's position
                key={index}
                type="button"
                onClick={() => goTo(index)}
                aria-label={t('home.goToSlide', { number: index + 1 })}
                aria-current={index === selected}
                className="grid size-6 place-items-center"
              >
                <span
                  className={`block h-2 rounded-full transition-all ${index === selected ? 'w-6 bg-lime-400' : 'w-2 bg-white/60'}`}
                />
              </button>
            ))}
          </div>
        </>
      )}
    </section>
  );
}

const buttonClass =
  'mt-6 inline-block rounded-full bg-lime-400 px-6 py-3 font-semibold text-emerald-950 hover:bg-lime-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

/** Site paths stay in the app; other addresses open in a new tab. */
function BannerButton({ link, text }: { link: string; text: string }) {
  if (link.startsWith('/') && !link.startsWith('//')) {
    return (
      <Link to={link} className={buttonClass}>
        {text}
      </Link>
    );
  }
  return (
    <a href={link} target="_blank" rel="noopener noreferrer" className={buttonClass}>
      {text}
    </a>
  );
}
