import {
  appraisalBands,
  type ChecklistContent,
  type ChecklistCriterion,
  type ChecklistElement,
  type ChecklistLevel,
  checklistContentErrors,
  type Text,
} from '@rimba/core';
import { Alert, Button, Checkbox, Collapse, Input, Row, Select, Typography } from 'antd';
import { memo, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../i18n';
import { OwnStatus } from './OwnStatus';
import { CodeCell, Labeled, moved, NumberCell, RowButtons, RowList, replaced, without } from './rowEditing';
import type { FieldInputProps } from './types';

type Update<T> = (update: (current: T) => T) => void;

const isContent = (value: unknown): value is ChecklistContent =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as ChecklistContent).scale) &&
  Array.isArray((value as ChecklistContent).elements) &&
  Array.isArray((value as ChecklistContent).bands);

/** What a template starts from: conform or not (which raises a finding), no elements yet, SMK3L's bands. */
const starter = (): ChecklistContent => ({
  scale: [
    { value: 'sesuai', label: { id: 'Sesuai', en: 'Conform' }, points: 1, finding: false },
    { value: 'tidak_sesuai', label: { id: 'Tidak Sesuai', en: 'Not Conform' }, points: 0, finding: true },
  ],
  elements: [],
  bands: appraisalBands.map((band, index) => ({ ...band, min: [0, 60, 85][index] ?? 100 })),
  passMin: 60,
});

const emptyText = (): Text => ({ id: '', en: '' });
const nextCode = (codes: readonly string[], prefix: string) => {
  let n = codes.length + 1;
  while (codes.includes(`${prefix}${n}`)) n += 1;
  return `${prefix}${n}`;
};

/**
 * The editor of a checklist template's content: the answer scale, the elements with their criteria
 * (each element a collapsible section, drawn only while open, so a template of 166 criteria stays
 * usable), the levels, the score bands and the pass mark. Rows are added, removed and moved; what keeps
 * the content from being used is listed under the editor, in the UI language. Left empty, the server
 * copies the content of the version it is based on.
 */
export function ChecklistTemplateInput({ value, onChange, id, testId }: FieldInputProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const content = isContent(value) ? value : null;
  const latest = useRef({ content, onChange });
  latest.current = { content, onChange };
  const update = useCallback<Update<ChecklistContent>>((change) => {
    const current = latest.current.content;
    if (!current) return;
    const next = change(current);
    latest.current.content = next;
    latest.current.onChange?.(next);
  }, []);
  const [open, setOpen] = useState<string[]>([]);
  const setElement = useCallback(
    (index: number, change: (element: ChecklistElement) => ChecklistElement) =>
      update((c) => ({ ...c, elements: replaced(c.elements, index, change(c.elements[index]!)) })),
    [update],
  );
  const moveElement = useCallback(
    (index: number, change: { move: number } | 'remove') => {
      // Sections are keyed by place: what was open would follow the place, not the element.
      setOpen([]);
      update((c) => ({
        ...c,
        elements: change === 'remove' ? without(c.elements, index) : moved(c.elements, index, change.move),
      }));
    },
    [update],
  );
  const base = id ?? testId;

  if (!content) {
    return (
      <div id={id} data-testid={testId}>
        <Typography.Paragraph type="secondary">{t('template.empty')}</Typography.Paragraph>
        <Button data-testid={`${testId}-start`} onClick={() => onChange?.(starter())}>
          {t('template.start')}
        </Button>
      </div>
    );
  }

  const errors = checklistContentErrors(content, lang);
  const levels = content.levels ?? [];
  const criteria = content.elements.reduce((n, e) => n + e.criteria.length, 0);

  return (
    <div id={id} data-testid={testId}>
      <OwnStatus>
        <Typography.Paragraph type="secondary">
          {t('template.counts', { elements: content.elements.length, criteria })}
        </Typography.Paragraph>

        <Typography.Title level={5}>{t('template.scale')}</Typography.Title>
        <RowList
          items={content.scale}
          onChange={(scale) => update((c) => ({ ...c, scale }))}
          nameOf={(o, i) => t('template.scaleItem', { name: o.label[lang] || o.value || i + 1 })}
          make={(scale) => ({
            value: nextCode(
              scale.map((o) => o.value),
              'jawaban',
            ),
            label: emptyText(),
            points: 0,
            finding: false,
          })}
          addLabel={t('template.addScale')}
          testId={`${testId}-scale`}
        >
          {(option, set, index) => {
            const at = `${base}-scale-${index}`;
            return (
              <>
                <CodeCell
                  id={`${at}-value`}
                  label={t('template.value')}
                  value={option.value}
                  onChange={(value) => set({ ...option, value })}
                />
                <TextInputs
                  at={at}
                  text={option.label}
                  set={(label) => set({ ...option, label })}
                  kind="label"
                />
                <NumberCell
                  id={`${at}-points`}
                  label={t('template.points')}
                  md={3}
                  value={option.points}
                  onChange={(points) => set({ ...option, points })}
                />
                <Labeled id={`${at}-finding`} label={t('template.raisesFinding')} md={5}>
                  <Checkbox
                    id={`${at}-finding`}
                    checked={option.finding}
                    onChange={(e) => set({ ...option, finding: e.target.checked })}
                  />
                </Labeled>
              </>
            );
          }}
        </RowList>

        <Typography.Title level={5} style={{ marginTop: 16 }}>
          {t('template.elements')}
        </Typography.Title>
        {content.elements.length > 0 && (
          <Collapse
            destroyOnHidden
            activeKey={open}
            onChange={(keys) => setOpen(Array.isArray(keys) ? keys.map(String) : [String(keys)])}
            style={{ marginBottom: 8 }}
            items={content.elements.map((element, index) => ({
              key: String(index),
              label: (
                <span>
                  {element.code}. {element.title[lang] || element.title.id}{' '}
                  <Typography.Text type="secondary">
                    ({t('template.criteriaCount', { count: element.criteria.length })})
                  </Typography.Text>
                </span>
              ),
              children: (
                <ElementEditor
                  element={element}
                  index={index}
                  count={content.elements.length}
                  levels={levels}
                  idPrefix={`${base}-element-${index}`}
                  testId={`${testId}-element-${index}`}
                  onChange={setElement}
                  onMove={moveElement}
                />
              ),
            }))}
          />
        )}
        <Button
          type="dashed"
          data-testid={`${testId}-add-element`}
          onClick={() => {
            setOpen([String(content.elements.length)]);
            update((c) => ({
              ...c,
              elements: [
                ...c.elements,
                {
                  code: nextCode(
                    c.elements.map((e) => e.code),
                    '',
                  ),
                  title: emptyText(),
                  criteria: [],
                },
              ],
            }));
          }}
        >
          {t('template.addElement')}
        </Button>

        <Typography.Title level={5} style={{ marginTop: 16 }}>
          {t('template.levels')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('template.levelsHint')}</Typography.Paragraph>
        <RowList<ChecklistLevel>
          items={levels}
          onChange={(next) =>
            update(({ levels: _, ...c }) => (next.length ? { ...c, levels: next } : (c as ChecklistContent)))
          }
          nameOf={(l) => t('template.levelItem', { name: l.value })}
          make={(list) => ({ value: Math.max(0, ...list.map((l) => l.value)) + 1, label: emptyText() })}
          addLabel={t('template.addLevel')}
          testId={`${testId}-levels`}
        >
          {(level, set, index) => {
            const at = `${base}-level-${index}`;
            return (
              <>
                <NumberCell
                  id={`${at}-value`}
                  label={t('template.value')}
                  min={1}
                  integer
                  value={level.value}
                  onChange={(value) => set({ ...level, value })}
                />
                <TextInputs
                  at={at}
                  text={level.label}
                  set={(label) => set({ ...level, label })}
                  kind="label"
                />
              </>
            );
          }}
        </RowList>

        <Typography.Title level={5} style={{ marginTop: 16 }}>
          {t('template.bands')}
        </Typography.Title>
        <RowList
          items={content.bands}
          onChange={(bands) => update((c) => ({ ...c, bands }))}
          nameOf={(b) => t('template.bandItem', { name: b.label[lang] || b.value })}
          make={(bands) => ({
            value: nextCode(
              bands.map((b) => b.value),
              'rentang',
            ),
            label: emptyText(),
            min: 100,
          })}
          addLabel={t('template.addBand')}
          testId={`${testId}-bands`}
        >
          {(band, set, index) => {
            const at = `${base}-band-${index}`;
            return (
              <>
                <CodeCell
                  id={`${at}-value`}
                  label={t('template.value')}
                  value={band.value}
                  onChange={(value) => set({ ...band, value })}
                />
                <TextInputs at={at} text={band.label} set={(label) => set({ ...band, label })} kind="label" />
                <NumberCell
                  id={`${at}-min`}
                  label={t('template.min')}
                  value={band.min}
                  onChange={(min) => set({ ...band, min })}
                />
              </>
            );
          }}
        </RowList>

        <Row gutter={[8, 8]} style={{ marginTop: 16 }}>
          <NumberCell
            id={`${base}-pass`}
            label={t('template.passMin')}
            md={6}
            value={content.passMin}
            onChange={(passMin) => update((c) => ({ ...c, passMin }))}
          />
        </Row>
      </OwnStatus>
      {errors.length > 0 && (
        <Alert
          type="error"
          showIcon
          style={{ marginTop: 16 }}
          data-testid={`${testId}-errors`}
          title={t('template.problems')}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {errors.map((error) => (
                <li key={error}>{error}</li>
              ))}
            </ul>
          }
        />
      )}
    </div>
  );
}

/** A text in both languages, as two inputs. */
function TextInputs({
  at,
  text,
  set,
  kind,
  multiline = false,
  md = 6,
}: {
  at: string;
  text: Text | undefined;
  set: (text: Text) => void;
  kind: 'label' | 'title' | 'text' | 'guidance';
  multiline?: boolean;
  md?: number;
}) {
  const { t } = useTranslation();
  const Field = multiline ? Input.TextArea : Input;
  const current = text ?? emptyText();
  return (
    <>
      {(['id', 'en'] as const).map((lang) => (
        <Labeled
          key={lang}
          id={`${at}-${kind}-${lang}`}
          label={t(`template.${kind}${lang === 'id' ? 'Id' : 'En'}`)}
          md={md}
        >
          <Field
            id={`${at}-${kind}-${lang}`}
            value={current[lang]}
            {...(multiline && { rows: 2 })}
            onChange={(e) => set({ ...current, [lang]: e.target.value })}
          />
        </Labeled>
      ))}
    </>
  );
}

/** One element: its code and title, its criteria, and buttons to move or remove it. Memoised by element. */
const ElementEditor = memo(function ElementEditor({
  element,
  index,
  count,
  levels,
  idPrefix,
  testId,
  onChange,
  onMove,
}: {
  element: ChecklistElement;
  index: number;
  count: number;
  levels: readonly ChecklistLevel[];
  idPrefix: string;
  testId: string;
  onChange: (index: number, change: (element: ChecklistElement) => ChecklistElement) => void;
  onMove: (index: number, change: { move: number } | 'remove') => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const set = (next: Partial<ChecklistElement>) => onChange(index, (e) => ({ ...e, ...next }));
  return (
    <div data-testid={testId}>
      <Row gutter={[8, 8]} style={{ marginBottom: 8 }}>
        <CodeCell
          id={`${idPrefix}-code`}
          label={t('template.code')}
          value={element.code}
          onChange={(code) => set({ code })}
        />
        <TextInputs at={idPrefix} text={element.title} set={(title) => set({ title })} kind="title" md={10} />
      </Row>
      <RowButtons
        name={t('template.elementItem', { name: element.code })}
        index={index}
        count={count}
        testId={testId}
        onChange={(change) => onMove(index, change)}
      />
      <Typography.Text strong style={{ display: 'block', margin: '8px 0' }}>
        {element.criteria.length
          ? t('template.criteriaCount', { count: element.criteria.length })
          : t('template.noCriteria')}
      </Typography.Text>
      <RowList<ChecklistCriterion>
        items={element.criteria}
        onChange={(criteria) => set({ criteria })}
        nameOf={(c) => t('template.criterionItem', { name: c.code })}
        make={(criteria) => ({
          code: nextCode(
            criteria.map((c) => c.code),
            `${element.code}.`,
          ),
          text: emptyText(),
          weight: 1,
        })}
        addLabel={t('template.addCriterion')}
        testId={`${testId}-criteria`}
      >
        {(criterion, setCriterion, at) => {
          const prefix = `${idPrefix}-criterion-${at}`;
          return (
            <>
              <CodeCell
                id={`${prefix}-code`}
                label={t('template.code')}
                value={criterion.code}
                onChange={(code) => setCriterion({ ...criterion, code })}
              />
              <NumberCell
                id={`${prefix}-weight`}
                label={t('template.weight')}
                md={3}
                value={criterion.weight}
                onChange={(weight) => setCriterion({ ...criterion, weight })}
              />
              {levels.length > 0 && (
                <Labeled id={`${prefix}-level`} label={t('template.level')} md={5}>
                  <Select
                    id={`${prefix}-level`}
                    value={criterion.level ?? 1}
                    style={{ width: '100%' }}
                    options={levels.map((l) => ({ value: l.value, label: l.label[lang] || String(l.value) }))}
                    onChange={(level: number) => setCriterion({ ...criterion, level })}
                  />
                </Labeled>
              )}
              <TextInputs
                at={prefix}
                text={criterion.text}
                set={(text) => setCriterion({ ...criterion, text })}
                kind="text"
                multiline
                md={12}
              />
              <TextInputs
                at={prefix}
                text={criterion.guidance}
                set={(guidance) => {
                  const { guidance: _, ...rest } = criterion;
                  setCriterion(guidance.id || guidance.en ? { ...rest, guidance } : rest);
                }}
                kind="guidance"
                multiline
                md={12}
              />
            </>
          );
        }}
      </RowList>
    </div>
  );
});
