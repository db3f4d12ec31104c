import type { Lang } from '@rimba/core';
import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { setLang, useLang } from '../i18n';

/** ID / EN; the choice is remembered in this browser. */
export function LanguageSwitch() {
  const lang = useLang();
  const { t } = useTranslation();
  return (
    <Segmented<Lang>
      aria-label={t('header.language')}
      data-testid="language-switch"
      size="small"
      value={lang}
      options={[
        { label: 'ID', value: 'id' },
        { label: 'EN', value: 'en' },
      ]}
      onChange={setLang}
    />
  );
}
