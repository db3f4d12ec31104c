import { type ChecklistContent, type ChecklistScore, type ElementScore, formatUnit } from '@rimba/core';
import { Flex, Tag, Typography, theme } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../i18n';

/** Solid tags whose white text stays readable (antd's light green and orange tags do not reach 4.5:1). */
export const tagColors = { conform: '#15803d', warning: '#b45309' } as const;

/** Criteria at the level and those answered, over the whole checklist. */
export const answeredOf = (elements: readonly ElementScore[]) => ({
  answered: elements.reduce((n, e) => n + e.answered, 0),
  total: elements.reduce((n, e) => n + e.criteria, 0),
});

/** A percentage in the UI language, or `-` while there is none. */
export const percentText = (pct: number | null, lang: 'id' | 'en') =>
  pct === null ? '-' : formatUnit(pct, '%', lang);

/**
 * The score of a checklist as it stands: the total percent, its band, how many criteria are answered,
 * and whether it passes: a critical finding fails it whatever the score. Announced politely as it changes.
 */
export function ChecklistSummary({
  content,
  score,
  sticky = false,
  testId,
}: {
  content: ChecklistContent;
  score: ChecklistScore;
  /** Kept in view at the top while the criteria below it scroll. */
  sticky?: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const { token } = theme.useToken();
  const band = content.bands.find((b) => b.value === score.band);
  const { answered, total } = answeredOf(score.elements);
  const style: CSSProperties = {
    padding: '8px 12px',
    marginBottom: 12,
    border: `1px solid ${token.colorBorderSecondary}`,
    borderRadius: token.borderRadiusLG,
    background: token.colorBgContainer,
    ...(sticky && { position: 'sticky', top: 0, zIndex: 3, boxShadow: token.boxShadowTertiary }),
  };
  return (
    <div role="status" aria-live="polite" data-testid={testId} style={style}>
      <Flex wrap align="center" gap="small">
        <Typography.Text strong style={{ fontSize: 18 }}>
          {t('checklist.total')}: <span data-testid={`${testId}-pct`}>{percentText(score.pct, lang)}</span>
        </Typography.Text>
        {band && <Tag color="blue">{band.label[lang]}</Tag>}
        {score.critical > 0 ? (
          <Tag color="red">{t('checklist.criticalFail')}</Tag>
        ) : score.passed === true ? (
          <Tag color={tagColors.conform}>{t('checklist.passed')}</Tag>
        ) : score.passed === false ? (
          <Tag color={tagColors.warning}>{t('checklist.belowPass')}</Tag>
        ) : null}
      </Flex>
      <Flex wrap gap="small" style={{ columnGap: 16 }}>
        <Typography.Text type="secondary">{t('checklist.answered', { answered, total })}</Typography.Text>
        <Typography.Text type="secondary">
          {t('checklist.passMark', { pct: percentText(content.passMin, lang) })}
        </Typography.Text>
      </Flex>
    </div>
  );
}

/** An element's title with how far it is answered and its score, as a collapsible section's header. */
export function ElementHeader({ element }: { element: ElementScore }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Flex wrap justify="space-between" gap="small" style={{ width: '100%' }}>
      <Typography.Text strong>
        {element.code}. {element.title[lang]}
      </Typography.Text>
      <Typography.Text type="secondary">
        {t('checklist.progress', { answered: element.answered, total: element.criteria })} ·{' '}
        {percentText(element.pct, lang)}
      </Typography.Text>
    </Flex>
  );
}
