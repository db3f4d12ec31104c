import { useTranslation } from 'react-i18next';
import { useCompanyContact, useSocialMedia } from '../../api/public';
import { LeafIcon, MailIcon, PhoneIcon, PinIcon } from '../../ui/icons';
import { Link } from '../../ui/Link';
import { FooterNews } from './FooterNews';
import { NewsletterForm } from './NewsletterForm';
import { OfficeAddress } from './OfficeAddress';
import { SocialLinks } from './SocialLinks';

const headingClass = 'mb-4 text-sm font-semibold uppercase tracking-wider text-lime-300';

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="bg-emerald-950 text-emerald-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <section>
          <Link to="/" className="mb-4 flex items-center gap-2 text-xl font-bold text-white">
            <LeafIcon className="text-lime-300" />
            Rimba
          </Link>
          <h2 className="sr-only">{t('footer.aboutTitle')}</h2>
          <p className="text-sm leading-relaxed">{t('footer.about')}</p>
        </section>

        <section>
          <h2 className={headingClass}>{t('footer.contactTitle')}</h2>
          <Contact />
        </section>

        <section>
          <h2 className={headingClass}>{t('footer.newsTitle')}</h2>
          <FooterNews />
        </section>

        <section>
          <h2 className={headingClass}>{t('footer.newsletterTitle')}</h2>
          <p className="mb-3 text-sm">{t('footer.newsletterText')}</p>
          <NewsletterForm />
        </section>
      </div>
      <div className="flex flex-wrap justify-center gap-x-6 gap-y-2 border-t border-emerald-900 px-4 py-5 text-center text-xs text-emerald-400">
        <span>{t('footer.copyright', { year: new Date().getFullYear() })}</span>
        <Link to="/term-condition" className="hover:text-white">
          {t('footer.terms')}
        </Link>
        <Link to="/privacy-policy" className="hover:text-white">
          {t('footer.privacy')}
        </Link>
      </div>
    </footer>
  );
}

/** The first office of the company contacts, and the social media accounts (site settings). */
function Contact() {
  const { t } = useTranslation();
  const contact = useCompanyContact().data;
  const social = useSocialMedia().data ?? [];
  return (
    <>
      {contact && (
        <address className="space-y-3 text-sm not-italic" data-testid="footer-contact">
          <p className="flex gap-2">
            <PinIcon className="mt-0.5 shrink-0 text-lime-300" aria-label={t('contact.address')} />
            <OfficeAddress contact={contact} />
          </p>
          <p>
            <a href={`tel:${contact.phone.replace(/[^+\d]/g, '')}`} className="flex gap-2 hover:text-white">
              <PhoneIcon className="mt-0.5 shrink-0 text-lime-300" />
              {contact.phone}
            </a>
          </p>
          <p>
            <a href={`mailto:${contact.email}`} className="flex gap-2 hover:text-white">
              <MailIcon className="mt-0.5 shrink-0 text-lime-300" />
              {contact.email}
            </a>
          </p>
        </address>
      )}
      <SocialLinks accounts={social} />
    </>
  );
}
