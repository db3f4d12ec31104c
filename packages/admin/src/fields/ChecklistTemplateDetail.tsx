import {
  type ChecklistContent,
  formatUnit,
  type Lang,
  notApplicableLabel,
  parseChecklistContent,
} from '@rimba/core';
import { Collapse, Flex, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { i18n } from '../i18n';
import { tagColors } from './ChecklistSummary';

const t = (key: string, lang: Lang, values?: Record<string, unknown>) =>
  i18n.t(key, { lng: lang, ...values });

const countsOf = (content: ChecklistContent, lang: Lang) =>
  t('template.counts', lang, {
    elements: content.elements.length,
    criteria: content.elements.reduce((n, e) => n + e.criteria.length, 0),
  });

/** A template's size in a list's cell. */
export function checklistTemplateList(value: unknown, lang: Lang): ReactNode {
  const content = parseChecklistContent(value);
  return content ? countsOf(content, lang) : '-';
}

/**
 * A template's content read-only: its size, answer scale with points, levels, bands and pass mark, and
 * its elements as collapsible sections of their criteria (drawn only when opened).
 */
export function checklistTemplateDetail(value: unknown, lang: Lang): ReactNode {
  const content = parseChecklistContent(value);
  if (!content) return '-';
  const percent = (n: number) => formatUnit(n, '%', lang);
  return (
    <div style={{ width: '100%' }} data-testid="checklist-template">
      <Typography.Paragraph>{countsOf(content, lang)}</Typography.Paragraph>
      <Typography.Paragraph>
        <Typography.Text strong>{t('template.scale', lang)}: </Typography.Text>
        <Flex wrap gap={4} component="span" style={{ display: 'inline-flex' }}>
          {content.scale.map((o) => (
            <Tag key={o.value} color={o.finding ? 'red' : tagColors.conform}>
              {o.label[lang]} ({o.points})
            </Tag>
          ))}
          <Tag>{notApplicableLabel[lang]}</Tag>
        </Flex>
      </Typography.Paragraph>
      {content.levels?.length ? (
        <Typography.Paragraph>
          <Typography.Text strong>{t('template.levels', lang)}: </Typography.Text>
          {content.levels.map((l) => `${l.value}. ${l.label[lang]}`).join(' · ')}
        </Typography.Paragraph>
      ) : null}
      <Typography.Paragraph>
        <Typography.Text strong>{t('template.bands', lang)}: </Typography.Text>
        {[...content.bands]
          .sort((a, b) => a.min - b.min)
          .map((b) => `${b.label[lang]} ≥ ${percent(b.min)}`)
          .join(' · ')}
        {' · '}
        {t('checklist.passMark', lang, { pct: percent(content.passMin) })}
      </Typography.Paragraph>
      <Collapse
        destroyOnHidden
        items={content.elements.map((element) => ({
          key: element.code,
          label: `${element.code}. ${element.title[lang]} (${t('template.criteriaCount', lang, { count: element.criteria.length })})`,
          children: (
            <ul style={{ margin: 0, paddingInlineStart: 16 }}>
              {element.criteria.map((c) => (
                <li key={c.code} style={{ marginBottom: 4 }}>
                  <Typography.Text strong>{c.code}</Typography.Text> {c.text[lang]}{' '}
                  <Typography.Text type="secondary">
                    ({t('checklist.weight', lang, { weight: c.weight })}
                    {content.levels?.length ? ` · ${t('template.level', lang)} ${c.level ?? 1}` : ''})
                  </Typography.Text>
                  {c.guidance && (
                    <Typography.Text type="secondary" style={{ display: 'block' }}>
                      {c.guidance[lang]}
                    </Typography.Text>
                  )}
                </li>
              ))}
            </ul>
          ),
        }))}
      />
    </div>
  );
}
