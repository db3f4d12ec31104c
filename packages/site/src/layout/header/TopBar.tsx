import { useTranslation } from 'react-i18next';
import { useCompanyContact } from '../../api/public';
import { MailIcon, PhoneIcon } from '../../ui/icons';
import { Link } from '../../ui/Link';
import { LanguageSwitch } from './LanguageSwitch';

export function TopBar() {
  const { t } = useTranslation();
  const contact = useCompanyContact().data;
  return (
    <div className="h-10 bg-emerald-900 text-xs text-emerald-50 sm:text-sm">
      <div className="mx-auto flex h-full max-w-7xl items-center justify-between gap-2 px-3 sm:px-6">
        <div className="flex min-w-0 items-center gap-4 sm:gap-5">
          {contact && (
            <>
              <a
                href={`tel:${contact.phone.replace(/[^+\d]/g, '')}`}
                className="flex items-center gap-1.5 hover:text-lime-300"
                aria-label={`${t('contact.phone')}: ${contact.phone}`}
              >
                <PhoneIcon className="shrink-0 text-base" />
                <span className="hidden sm:inline">{contact.phone}</span>
              </a>
              <a
                href={`mailto:${contact.email}`}
                className="flex min-w-0 items-center gap-1.5 hover:text-lime-300"
                aria-label={`${t('contact.email')}: ${contact.email}`}
              >
                <MailIcon className="shrink-0 text-base" />
                <span className="hidden truncate md:inline">{contact.email}</span>
              </a>
            </>
          )}
        </div>
        <div className="flex items-center gap-2 sm:gap-4">
          <LanguageSwitch />
          <Link
            to="/donation"
            className="rounded-full bg-lime-400 px-3 py-1 font-semibold text-emerald-950 hover:bg-lime-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-lime-300"
          >
            {t('common.donateNow')}
          </Link>
        </div>
      </div>
    </div>
  );
}
