import {
  type ChecklistAnswer,
  type ChecklistCriterion,
  type ChecklistScaleOption,
  checklistLimits,
  type Field,
  type FindingClass,
  findingClasses,
  notApplicable,
  notApplicableLabel,
  type RiskLevel,
  riskLevels,
  riskOfClass,
} from '@rimba/core';
import { Button, Flex, Input, Radio, Typography } from 'antd';
import { type CSSProperties, memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadTarget } from '../api/upload';
import { useLang } from '../i18n';
import { FileUpload } from './uploads';

/** A change of one criterion's answer, made against its latest answer (an upload may finish late). */
export type AnswerUpdate = (
  code: string,
  update: (current: ChecklistAnswer | undefined) => ChecklistAnswer | undefined,
) => void;

const fieldset: CSSProperties = {
  border: '1px solid rgba(5, 5, 5, 0.06)',
  borderRadius: 8,
  padding: '8px 12px 12px',
  margin: '0 0 12px',
  minWidth: 0,
};
const legend: CSSProperties = {
  fontSize: 14,
  fontWeight: 600,
  padding: '0 4px',
  width: 'auto',
  maxWidth: '100%',
  whiteSpace: 'normal',
  margin: 0,
  border: 0,
};
const inner: CSSProperties = { ...fieldset, margin: '8px 0 0', padding: '4px 8px 8px' };
const smallLegend: CSSProperties = { ...legend, fontWeight: 500 };

/** A group of radios that screen readers announce with its question. */
function RadioFieldset({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <fieldset style={inner}>
      <legend style={smallLegend}>{title}</legend>
      {children}
    </fieldset>
  );
}

/** An answer without its empty parts, as the server stores it. */
function compact(answer: ChecklistAnswer): ChecklistAnswer {
  const next: ChecklistAnswer = { answer: answer.answer };
  if (answer.note) next.note = answer.note;
  if (answer.photos?.length) next.photos = answer.photos;
  if (answer.finding) next.finding = answer.finding;
  return next;
}

interface Props {
  criterion: ChecklistCriterion;
  scale: readonly ChecklistScaleOption[];
  answer: ChecklistAnswer | undefined;
  onAnswer: AnswerUpdate;
  /** Unique on the page: the radios' group name and the inputs' ids start with it. */
  idPrefix: string;
  photoField: Field;
  uploadTarget?: UploadTarget;
  testId: string;
}

/**
 * One criterion of a checklist: its code and text with the guidance as help, a radio per answer of the
 * scale and "not applicable"; once answered, a note and evidence photos, and for a not-conform answer the
 * finding's class, risk (the class's own until changed) and description. Memoised: answering one
 * criterion re-renders only it among a template's many.
 */
export const ChecklistCriterionInput = memo(function ChecklistCriterionInput({
  criterion,
  scale,
  answer,
  onAnswer,
  idPrefix,
  photoField,
  uploadTarget,
  testId,
}: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const { code } = criterion;
  const base = `${idPrefix}-${code}`;
  const chosen = answer && scale.find((o) => o.value === answer.answer);
  const change = (patch: (current: ChecklistAnswer) => ChecklistAnswer) =>
    onAnswer(code, (current) => (current ? compact(patch(current)) : current));
  const choose = (value: string) =>
    onAnswer(code, (current) => {
      const next = compact({ ...current, answer: value });
      // A finding goes only with a not-conform answer: the server refuses it on any other.
      if (!scale.find((o) => o.value === value)?.finding) delete next.finding;
      return next;
    });
  const finding = answer?.finding;
  const setFinding = (next: Partial<NonNullable<ChecklistAnswer['finding']>>) =>
    change((current) => {
      const found = { ...current.finding, ...next } as NonNullable<ChecklistAnswer['finding']>;
      return { ...current, finding: found };
    });

  return (
    <fieldset
      style={fieldset}
      data-testid={`${testId}-${code}`}
      aria-describedby={criterion.guidance && `${base}-hint`}
    >
      <legend style={legend}>
        {code} {criterion.text[lang]}
      </legend>
      {criterion.guidance && (
        <Typography.Paragraph type="secondary" id={`${base}-hint`} style={{ marginBottom: 4 }}>
          {criterion.guidance[lang]}
        </Typography.Paragraph>
      )}
      <Radio.Group
        name={base}
        value={answer?.answer}
        onChange={(event) => choose(String(event.target.value))}
        options={[
          ...scale.map((o) => ({ value: o.value, label: o.label[lang] })),
          { value: notApplicable, label: notApplicableLabel[lang] },
        ]}
        style={{ display: 'flex', flexWrap: 'wrap', rowGap: 4 }}
      />
      {answer && (
        <>
          {chosen?.finding && (
            <fieldset style={inner}>
              <legend style={smallLegend}>{t('checklist.finding')}</legend>
              <RadioFieldset title={t('checklist.findingClass')}>
                <Radio.Group
                  name={`${base}-class`}
                  value={finding?.class}
                  onChange={(event) => {
                    const found = event.target.value as FindingClass;
                    setFinding({ class: found, risk: riskOfClass[found] });
                  }}
                  options={findingClasses.map((c) => ({ value: c.value, label: c.label[lang] }))}
                />
                {!finding && (
                  <Typography.Text type="warning" style={{ display: 'block' }}>
                    {t('checklist.chooseClass')}
                  </Typography.Text>
                )}
              </RadioFieldset>
              {finding && (
                <>
                  <RadioFieldset title={t('checklist.risk')}>
                    <Radio.Group
                      name={`${base}-risk`}
                      value={finding.risk ?? riskOfClass[finding.class]}
                      onChange={(event) => setFinding({ risk: event.target.value as RiskLevel })}
                      options={riskLevels.map((r) => ({ value: r.value, label: r.label[lang] }))}
                    />
                  </RadioFieldset>
                  <label htmlFor={`${base}-finding`} style={{ display: 'block', marginTop: 8 }}>
                    {t('checklist.findingDescription')}
                  </label>
                  <Input.TextArea
                    id={`${base}-finding`}
                    rows={2}
                    maxLength={checklistLimits.note}
                    value={finding.description ?? ''}
                    onChange={(event) => setFinding({ description: event.target.value })}
                  />
                </>
              )}
            </fieldset>
          )}
          <label htmlFor={`${base}-note`} style={{ display: 'block', marginTop: 8 }}>
            {t('checklist.note')}
          </label>
          <Input.TextArea
            id={`${base}-note`}
            rows={2}
            maxLength={checklistLimits.note}
            value={answer.note ?? ''}
            onChange={(event) => {
              const note = event.target.value;
              change((current) => ({ ...current, note }));
            }}
          />
          <label htmlFor={`${base}-photos`} style={{ display: 'block', marginTop: 8 }}>
            {t('checklist.photos')}
          </label>
          <FileUpload
            field={photoField}
            id={`${base}-photos`}
            testId={`${testId}-${code}-photos`}
            value={answer.photos ?? []}
            onChange={(urls) => change((current) => ({ ...current, photos: urls as string[] }))}
            multiple
            listType="picture-card"
            uploadTarget={uploadTarget}
          />
          <Flex justify="end">
            <Button type="link" size="small" onClick={() => onAnswer(code, () => undefined)}>
              {t('checklist.clearAnswer')}
            </Button>
          </Flex>
        </>
      )}
    </fieldset>
  );
});
