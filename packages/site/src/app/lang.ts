import type { Lang } from '@rimba/core';
import { useTranslation } from 'react-i18next';

// The addresses of each language (Indonesian at the path, English under /en) are shared with the server.
export { basePath, englishPrefix, langOfPath, localPath } from '@rimba/core';

/** The language of the page being shown. */
export function useLang(): Lang {
  return useTranslation().i18n.language === 'en' ? 'en' : 'id';
}
