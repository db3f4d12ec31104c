import { useTranslation } from 'react-i18next';
import { siteLanguages } from '../../i18n';

/** One button that flips between Indonesian and English; i18n remembers the choice. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const current = i18n.resolvedLanguage ?? 'id';
  const next = siteLanguages.find((lang) => lang !== current) ?? 'id';
  return (
    <button
      type="button"
      data-testid="lang-switch"
      onClick={() => void i18n.changeLanguage(next)}
      aria-label={t('common.switchLanguage')}
      className="flex items-center gap-1 rounded px-1.5 py-0.5 font-semibold uppercase tracking-wide hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-lime-300"
    >
      {siteLanguages.map((lang, index) => (
        <span key={lang} className="flex items-center gap-1">
          {index > 0 && <span className="text-emerald-400">/</span>}
          <span className={lang === current ? 'text-white' : 'text-emerald-400'}>{lang}</span>
        </span>
      ))}
    </button>
  );
}
