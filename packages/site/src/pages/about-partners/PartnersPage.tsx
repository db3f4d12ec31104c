import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Partner, usePartners } from '../../api/public';
import { ExternalIcon } from '../../ui/icons';
import { PageHeading } from '../../ui/PageHeading';
import { Picture } from '../../ui/Picture';
import { WholeList } from '../../ui/WholeList';
import './texts';

/** /about-partners: a flip card per partner, its logo and name on the front, what it does on the back. */
export default function PartnersPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading title={t('pages.about-partners')}>{t('partners.intro')}</PageHeading>
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <WholeList
          query={usePartners()}
          className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4"
          item={(partner) => <PartnerCard key={partner.id} partner={partner} />}
        />
      </div>
    </>
  );
}

const faceClass = 'absolute inset-0 flex flex-col rounded-2xl p-5 shadow-sm backface-hidden';
const linkClass =
  'inline-flex items-center gap-1 rounded-full border border-lime-300 px-3 py-1 text-sm font-semibold text-white hover:bg-emerald-800';

/**
 * The card turns over while the pointer is on it, while a link on its back has the keyboard's focus, or
 * once its button is pressed (the way on touch screens); without animation for those who ask for less
 * motion. Both faces stay readable to screen readers.
 */
function PartnerCard({ partner }: { partner: Partner }) {
  const { t } = useTranslation();
  const [turned, setTurned] = useState(false);
  const newTab = t('common.opensInNewTab');
  return (
    <li data-testid="partner-card" className="group relative h-72 perspective-distant">
      <div
        data-testid="partner-card-inner"
        data-turned={turned}
        className={`relative h-full transition-transform duration-500 transform-3d motion-reduce:transition-none group-hover:rotate-y-180 group-has-[a:focus-visible]:rotate-y-180 ${turned ? 'rotate-y-180' : ''}`}
      >
        <div className={`${faceClass} items-center justify-center gap-4 border border-emerald-100 bg-white`}>
          {partner.file_logo && (
            <Picture
              src={partner.file_logo.url}
              // The name is written right below, so the logo adds nothing for a screen reader.
              alt=""
              sizes="192px"
              className="h-24 w-auto max-w-full object-contain"
            />
          )}
          <h2 className="text-center text-lg font-semibold text-emerald-900">{partner.company_name}</h2>
        </div>
        <div className={`${faceClass} rotate-y-180 bg-emerald-900 text-emerald-50`}>
          <p className="flex-1 overflow-y-auto text-sm leading-relaxed" data-testid="partner-description">
            {partner.description}
          </p>
          {(partner.website || partner.link_blog) && (
            <p className="mt-3 flex flex-wrap gap-2 pr-20">
              {partner.website && (
                <a
                  href={partner.website}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={linkClass}
                  aria-label={`${t('partners.websiteOf', { name: partner.company_name })} ${newTab}`}
                >
                  {t('partners.website')}
                  <ExternalIcon />
                </a>
              )}
              {partner.link_blog && (
                <a
                  href={partner.link_blog}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={linkClass}
                  aria-label={`${t('partners.blogOf', { name: partner.company_name })} ${newTab}`}
                >
                  {t('partners.blog')}
                  <ExternalIcon />
                </a>
              )}
            </p>
          )}
        </div>
      </div>
      <button
        type="button"
        aria-pressed={turned}
        aria-label={t('partners.detailsOf', { name: partner.company_name })}
        onClick={() => setTurned((now) => !now)}
        className="absolute right-3 bottom-3 rounded-full bg-lime-300 px-3 py-1 text-sm font-semibold text-emerald-950 hover:bg-lime-200"
      >
        {t('partners.details')}
      </button>
    </li>
  );
}
