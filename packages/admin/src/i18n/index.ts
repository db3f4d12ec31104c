import { defaultLang, type Lang, languages } from '@rimba/core';
import dayjs from 'dayjs';
import 'dayjs/locale/id';
import i18n from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { en } from './en';
import { id } from './id';

/** Where the chosen language is remembered between visits. */
const storageKey = 'lang';

function storedLang(): Lang {
  const saved = localStorage.getItem(storageKey);
  return languages.find((l) => l === saved) ?? defaultLang;
}

function applyLang(lang: Lang) {
  dayjs.locale(lang);
  document.documentElement.lang = lang;
}

const initialLang = storedLang();
applyLang(initialLang);

i18n.use(initReactI18next).init({
  resources: { id: { translation: id }, en: { translation: en } },
  lng: initialLang,
  fallbackLng: defaultLang,
  initAsync: false,
  showSupportNotice: false,
  // The specification writes placeholders as {name}; React escapes output already.
  interpolation: { prefix: '{', suffix: '}', escapeValue: false },
});

/** The language the UI shows now; also sent to the API as Accept-Language. */
export function currentLang(): Lang {
  return i18n.language === 'en' ? 'en' : 'id';
}

/** Switches the UI language and remembers the choice. */
export function setLang(lang: Lang): void {
  localStorage.setItem(storageKey, lang);
  applyLang(lang);
  void i18n.changeLanguage(lang);
}

/** The current language, re-rendering the caller when it changes. */
export function useLang(): Lang {
  const { i18n: instance } = useTranslation();
  return instance.language === 'en' ? 'en' : 'id';
}

export { i18n };

/**
 * A select's clear button named in the UI language, as the pickers' is: antd names it "Clear" whatever
 * the locale. Pass as `allowClear`.
 */
export function useClearable(): { label: string } {
  const { t } = useTranslation();
  return { label: t('app.clear') };
}
