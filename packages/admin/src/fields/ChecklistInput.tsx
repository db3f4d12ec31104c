import {
  type ChecklistAnswers,
  type ChecklistContent,
  checklistKinds,
  criteriaFor,
  type Field,
  scoreChecklist,
} from '@rimba/core';
import { Alert, Collapse, Form, Skeleton, Typography } from 'antd';
import { type ReactNode, useCallback, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadTarget } from '../api/upload';
import { useLang } from '../i18n';
import { type AnswerUpdate, ChecklistCriterionInput } from './ChecklistCriterionInput';
import { ChecklistSummary, ElementHeader } from './ChecklistSummary';
import {
  answersOf,
  idOf,
  levelOf,
  photoFieldOf,
  useChecklistTemplate,
  useNewestTemplate,
} from './checklistData';
import { OwnStatus } from './OwnStatus';
import type { FieldInputProps } from './types';
import { setCheckedField } from './validation';

/**
 * The answers of an appraisal's checklist. It follows the form's template field (filled with the newest
 * published version of the kind while empty) and level field, and shows each element of that version
 * as a collapsible section of its criteria at the level, under a summary of the live score. Sections
 * render only once opened and leave the page when closed, so a template of 166 criteria stays quick.
 */
export function ChecklistInput({ field, value, onChange, id, testId, uploadTarget }: FieldInputProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const form = Form.useFormInstance();
  const spec = field.checklist ?? { template: '', kind: '' };
  const templateId = idOf(Form.useWatch(spec.template, form));
  const levelValue = Form.useWatch(spec.level ?? spec.template, form);
  const level = spec.level ? levelOf(levelValue) : null;
  const newest = useNewestTemplate(spec.kind, templateId === null);
  const newestId = newest.data?.id;
  useEffect(() => {
    if (templateId === null && newestId !== undefined) setCheckedField(form, spec.template, newestId);
  }, [form, spec.template, templateId, newestId]);
  const template = useChecklistTemplate(templateId);

  const kind = checklistKinds[spec.kind as keyof typeof checklistKinds]?.[lang] ?? spec.kind;
  const problem = template.error ?? newest.error;
  let body: ReactNode;
  if (problem) {
    body = <Alert type="error" showIcon title={t('checklist.loadFailed', { message: problem.message })} />;
  } else if (templateId === null && newest.data === null) {
    body = <Alert type="warning" showIcon title={t('checklist.noTemplate', { kind })} />;
  } else if (!template.data) {
    body = (
      <>
        <Typography.Text type="secondary">{t('checklist.loading')}</Typography.Text>
        <Skeleton active />
      </>
    );
  } else if (template.data.content.levels?.length && level === null) {
    body = <Alert type="info" showIcon title={t('checklist.chooseLevel')} />;
  } else {
    body = (
      <ChecklistAnswersInput
        field={field}
        content={template.data.content}
        level={level}
        answers={answersOf(value)}
        onChange={onChange}
        idPrefix={id ?? testId}
        testId={testId}
        uploadTarget={uploadTarget}
      />
    );
  }
  return (
    <div id={id} data-testid={testId}>
      <OwnStatus>{body}</OwnStatus>
    </div>
  );
}

function ChecklistAnswersInput({
  field,
  content,
  level,
  answers,
  onChange,
  idPrefix,
  testId,
  uploadTarget,
}: {
  field: Field;
  content: ChecklistContent;
  level: number | null;
  answers: ChecklistAnswers;
  onChange?: (value: unknown) => void;
  idPrefix: string;
  testId: string;
  uploadTarget?: UploadTarget;
}) {
  const included = useMemo(() => new Set(criteriaFor(content, level).map((c) => c.code)), [content, level]);
  const score = useMemo(() => scoreChecklist(content, answers, level), [content, answers, level]);
  // Each criterion changes against the latest answers, whichever render its handler came from.
  const latest = useRef({ answers, onChange });
  latest.current = { answers, onChange };
  const onAnswer = useCallback<AnswerUpdate>((code, update) => {
    const next = { ...latest.current.answers };
    const answer = update(next[code]);
    if (answer) next[code] = answer;
    else delete next[code];
    latest.current.answers = next;
    latest.current.onChange?.(next);
  }, []);

  // Answers to criteria the template or level no longer has would be refused by the server: they go.
  useEffect(() => {
    const kept = Object.entries(answers).filter(([code]) => included.has(code));
    if (kept.length !== Object.keys(answers).length) latest.current.onChange?.(Object.fromEntries(kept));
  }, [answers, included]);

  const photoField = photoFieldOf(field);
  // The form hands a new target on every render; the criteria, memoised, need the same one.
  const { resource, field: path } = uploadTarget ?? {};
  const target = useMemo(() => resource && path && { resource, field: path }, [resource, path]) || undefined;
  const shown = content.elements
    .map((element, index) => ({ element, score: score.elements[index] }))
    .filter(({ score }) => score && score.criteria > 0);
  return (
    <>
      <ChecklistSummary content={content} score={score} sticky testId={`${testId}-summary`} />
      <Collapse
        destroyOnHidden
        defaultActiveKey={shown[0] ? [shown[0].element.code] : []}
        items={shown.map(({ element, score }) => ({
          key: element.code,
          label: score && <ElementHeader element={score} />,
          children: element.criteria
            .filter((c) => included.has(c.code))
            .map((criterion) => (
              <ChecklistCriterionInput
                key={criterion.code}
                criterion={criterion}
                scale={content.scale}
                answer={answers[criterion.code]}
                onAnswer={onAnswer}
                idPrefix={idPrefix}
                photoField={photoField}
                uploadTarget={target}
                testId={testId}
              />
            )),
        }))}
      />
    </>
  );
}
