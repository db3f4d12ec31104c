import { useTranslation } from 'react-i18next';

/** A list from the page's texts (paragraphs, steps, cards …), in the page's language. */
export function useTextList() {
  const { t } = useTranslation();
  return <T = string>(key: string): T[] => {
    const value = t(key, { returnObjects: true }) as unknown;
    return Array.isArray(value) ? (value as T[]) : [];
  };
}
