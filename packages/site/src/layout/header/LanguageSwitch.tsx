import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { basePath, localPath, useLang } from '../../app/lang';
import { siteLanguages } from '../../i18n';

/** One link that flips between Indonesian and English: the same page at its address in the other language. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const current = useLang();
  const next = siteLanguages.find((lang) => lang !== current) ?? 'id';
  return (
    <Link
      to={`${localPath(basePath(pathname), next)}${search}`}
      data-testid="lang-switch"
      hrefLang={next}
      className="flex items-center gap-1 rounded px-1.5 py-0.5 font-semibold uppercase tracking-wide hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-lime-300"
    >
      {/* Named by what it shows, with what it does before it for screen readers. */}
      <span className="sr-only">{t('common.switchLanguage')}: </span>
      {siteLanguages.map((lang, index) => (
        <span key={lang} className="flex items-center gap-1">
          {index > 0 && <span className="text-emerald-400">/</span>}
          <span className={lang === current ? 'text-white' : 'text-emerald-400'}>{lang}</span>
        </span>
      ))}
    </Link>
  );
}
