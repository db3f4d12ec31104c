import {
  type ChecklistAnswer,
  type ChecklistContent,
  type ChecklistCriterion,
  criteriaFor,
  type Field,
  findingClasses,
  notApplicable,
  notApplicableLabel,
  riskLevels,
  riskOfClass,
  scoreChecklist,
} from '@rimba/core';
import { Collapse, Flex, Skeleton, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../i18n';
import { ChecklistSummary, ElementHeader, tagColors } from './ChecklistSummary';
import { answersOf, idOf, levelOf, useChecklistTemplate } from './checklistData';
import { imagesDetail } from './uploads';

/** How many criteria a checklist answers, in a list's cell. */
export function checklistList(value: unknown): ReactNode {
  const answered = Object.keys(answersOf(value)).length;
  return answered === 0 ? '-' : String(answered);
}

/** A checklist's answers read against the template version its row names (`field.checklist.template`). */
export function checklistDetail(
  value: unknown,
  _lang: unknown,
  field?: Field,
  _related?: unknown,
  row?: Record<string, unknown>,
): ReactNode {
  const spec = field?.checklist;
  if (!spec || Object.keys(answersOf(value)).length === 0) return '-';
  return (
    <ChecklistDetail
      answers={answersOf(value)}
      templateId={idOf(row?.[spec.template])}
      level={spec.level ? levelOf(row?.[spec.level]) : null}
      testId={`checklist-${field.name}`}
    />
  );
}

function ChecklistDetail({
  answers,
  templateId,
  level,
  testId,
}: {
  answers: Record<string, ChecklistAnswer>;
  templateId: number | null;
  level: number | null;
  testId: string;
}) {
  const { t } = useTranslation();
  const template = useChecklistTemplate(templateId);
  if (template.error) {
    return (
      <Typography.Text type="danger">
        {t('checklist.loadFailed', { message: template.error.message })}
      </Typography.Text>
    );
  }
  if (!template.data) return <Skeleton active paragraph={{ rows: 2 }} />;
  const { content } = template.data;
  const score = scoreChecklist(content, answers, level);
  const included = new Set(criteriaFor(content, level).map((c) => c.code));
  return (
    <div data-testid={testId} style={{ width: '100%' }}>
      <ChecklistSummary content={content} score={score} testId={`${testId}-summary`} />
      <Collapse
        destroyOnHidden
        items={content.elements.flatMap((element, index) => {
          const elementScore = score.elements[index];
          if (!elementScore?.criteria) return [];
          return [
            {
              key: element.code,
              label: <ElementHeader element={elementScore} />,
              children: element.criteria
                .filter((c) => included.has(c.code))
                .map((criterion) => (
                  <AnsweredCriterion
                    key={criterion.code}
                    criterion={criterion}
                    content={content}
                    answer={answers[criterion.code]}
                  />
                )),
            },
          ];
        })}
      />
    </div>
  );
}

/** One criterion with its answer, note, photos and finding. */
function AnsweredCriterion({
  criterion,
  content,
  answer,
}: {
  criterion: ChecklistCriterion;
  content: ChecklistContent;
  answer: ChecklistAnswer | undefined;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const option = answer && content.scale.find((o) => o.value === answer.answer);
  const finding = option?.finding ? (answer?.finding ?? { class: 'minor' as const }) : undefined;
  const labelOf = (list: readonly { value: string; label: { id: string; en: string } }[], value: string) =>
    list.find((item) => item.value === value)?.label[lang] ?? value;
  return (
    <div style={{ padding: '8px 0', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}>
      <Typography.Paragraph style={{ marginBottom: 4 }}>
        <Typography.Text strong>{criterion.code}</Typography.Text> {criterion.text[lang]}
      </Typography.Paragraph>
      <Flex wrap gap="small" align="center">
        {!answer ? (
          <Typography.Text type="secondary">{t('checklist.notAnswered')}</Typography.Text>
        ) : answer.answer === notApplicable ? (
          <Tag>{notApplicableLabel[lang]}</Tag>
        ) : (
          <Tag color={option?.finding ? 'red' : tagColors.conform}>
            {option?.label[lang] ?? answer.answer}
          </Tag>
        )}
        {finding && (
          <Typography.Text>
            {t('checklist.finding')}: {labelOf(findingClasses, finding.class)} · {t('checklist.risk')}{' '}
            {labelOf(riskLevels, finding.risk ?? riskOfClass[finding.class])}
          </Typography.Text>
        )}
      </Flex>
      {finding?.description && (
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: '4px 0 0' }}>
          {finding.description}
        </Typography.Paragraph>
      )}
      {answer?.note && (
        <Typography.Paragraph type="secondary" style={{ whiteSpace: 'pre-wrap', margin: '4px 0 0' }}>
          {t('checklist.note')}: {answer.note}
        </Typography.Paragraph>
      )}
      {answer?.photos?.length ? <div style={{ marginTop: 4 }}>{imagesDetail(answer.photos)}</div> : null}
    </div>
  );
}
