import type { Field, FieldType } from '@rimba/core';
import { DatePicker, Flex, Form, type FormInstance, Input, InputNumber, Radio, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { optionsOf } from '../../fields/choices';
import { LookupSearchSelect } from '../../fields/lookups';
import { keepEnterInPicker, type Period, rangeInput } from '../../fields/pickers';
import type { FieldInputProps } from '../../fields/types';
import { useClearable, useLang } from '../../i18n';
import { dayBounds, dayOf } from '../../time/zone';
import type { AdminModule } from '../config';
import { inputOptionsOf, severalOf } from '../form/formValues';

/**
 * The widget a field is filtered with: text is searched within, numbers and moments by a range
 * (`{"gte": a, "lte": b}`), a yes/no field by yes, no or any, choices and lookups by one or several
 * values. Files, places, rich-text editors, sub-records, periods and secrets are no filter.
 */
export type FilterWidget =
  | 'text'
  | 'number-range'
  | 'date-range'
  | 'instant-range'
  | 'period-range'
  | 'yes-no'
  | 'choice'
  | 'lookup';

const widgets: { [K in FieldType]: FilterWidget | null } = {
  text: 'text',
  email: 'text',
  url: 'text',
  tel: 'text',
  color: 'text',
  hidden: null,
  password: null,
  textarea: 'text',
  richtext: 'text',
  number: 'number-range',
  decimal: 'number-range',
  money: 'number-range',
  year: 'number-range',
  boolean: 'yes-no',
  date: 'date-range',
  datetime: 'instant-range',
  time: 'period-range',
  month: 'period-range',
  week: 'period-range',
  'date-range': null,
  'datetime-range': null,
  'time-range': null,
  'year-range': null,
  'month-range': null,
  'week-range': null,
  map: null,
  polygon: null,
  image: null,
  file: null,
  images: null,
  videos: null,
  select: 'choice',
  radio: 'choice',
  'select-multiple': 'choice',
  checkbox: 'choice',
  lookup: 'lookup',
  'lookup-radio': 'lookup',
  'lookup-checkbox': 'lookup',
  slave: null,
  checklist: null,
  'checklist-template': null,
};

export function filterWidgetOf(field: Field): FilterWidget | null {
  return widgets[field.type];
}

/**
 * Whether a filter takes several values (and keeps rows with any of them): a list field always, a single
 * choice when the module's filter option `multiple` says so.
 */
export function takesSeveral(field: Field, module: AdminModule): boolean {
  const shown = module.fields[field.name]?.filter?.option?.multiple ? severalOf(field) : field;
  return ['select-multiple', 'checkbox', 'lookup-checkbox'].includes(shown.type);
}

/** `id` is the one its label names; `label` names the inputs of a range, each an end of it. */
type WidgetProps = Omit<FieldInputProps, 'testId'> & { testId: string; several: boolean; label: string };

const pair = (value: unknown): [unknown, unknown] =>
  Array.isArray(value) ? [value[0] ?? null, value[1] ?? null] : [null, null];

/** From and to of a number; either may stay empty. */
function NumberRange({ value, onChange, id, label, testId }: WidgetProps) {
  const { t } = useTranslation();
  const [from, to] = pair(value);
  const set = (next: [unknown, unknown]) => onChange?.(next[0] === null && next[1] === null ? null : next);
  const box = (end: 0 | 1, current: unknown) => (
    <InputNumber
      style={{ flex: 1 }}
      id={end === 0 ? id : undefined}
      aria-label={`${label} ${t(end === 0 ? 'list.rangeFrom' : 'list.rangeTo')}`}
      data-testid={`${testId}-${end === 0 ? 'from' : 'to'}`}
      value={typeof current === 'number' ? current : null}
      onChange={(n) => set(end === 0 ? [n ?? null, to] : [from, n ?? null])}
    />
  );
  return (
    <Flex gap="small" align="center" data-testid={testId}>
      {box(0, from)}–{box(1, to)}
    </Flex>
  );
}

/** Days from and to; each end a calendar day. */
function DateRange({ value, onChange, id, testId }: WidgetProps) {
  const [from, to] = pair(value);
  const shown = from && to ? ([dayjs(String(from)), dayjs(String(to))] as [Dayjs, Dayjs]) : null;
  return (
    <DatePicker.RangePicker
      id={id}
      data-testid={testId}
      onKeyDown={keepEnterInPicker}
      format="YYYY-MM-DD"
      value={shown}
      onChange={(dates) =>
        onChange?.(
          dates?.[0] && dates[1] ? [dates[0].format('YYYY-MM-DD'), dates[1].format('YYYY-MM-DD')] : null,
        )
      }
    />
  );
}

/**
 * Days from and to, for moments: the form holds the first instant of the first day and the last of the
 * last, in the user's zone, as the server compares instants.
 */
function InstantRange({ value, onChange, id, testId }: WidgetProps) {
  const [from, to] = pair(value);
  const days = [dayOf(from), dayOf(to)];
  const shown = days[0] && days[1] ? ([dayjs(days[0]), dayjs(days[1])] as [Dayjs, Dayjs]) : null;
  return (
    <DatePicker.RangePicker
      id={id}
      data-testid={testId}
      onKeyDown={keepEnterInPicker}
      format="YYYY-MM-DD"
      value={shown}
      onChange={(dates) =>
        onChange?.(
          dates?.[0] && dates[1]
            ? [dayBounds(dates[0].format('YYYY-MM-DD')).start, dayBounds(dates[1].format('YYYY-MM-DD')).end]
            : null,
        )
      }
    />
  );
}

const periodRanges: Partial<Record<Period, ReturnType<typeof rangeInput>>> = {
  time: rangeInput('time'),
  month: rangeInput('month'),
  week: rangeInput('week'),
};

function PeriodRange(props: WidgetProps) {
  const Range = periodRanges[props.field.type as Period] ?? periodRanges.time!;
  return <Range {...props} />;
}

/** Yes, no, or any (no condition). */
function YesNo({ value, onChange, id, testId }: WidgetProps) {
  const { t } = useTranslation();
  const any = 'any';
  return (
    <Radio.Group
      id={id}
      data-testid={testId}
      optionType="button"
      value={value === true ? 'yes' : value === false ? 'no' : any}
      options={[
        { value: 'yes', label: t('field.yes') },
        { value: 'no', label: t('field.no') },
        { value: any, label: t('list.filterAny') },
      ]}
      onChange={(e) => onChange?.(e.target.value === 'yes' ? true : e.target.value === 'no' ? false : null)}
    />
  );
}

function Choice({ field, value, onChange, id, testId, several }: WidgetProps) {
  const lang = useLang();
  const clearable = useClearable();
  const { t } = useTranslation();
  return (
    <div data-testid={testId}>
      <Select
        id={id}
        mode={several ? 'multiple' : undefined}
        allowClear={clearable}
        showSearch={{ optionFilterProp: 'label' }}
        style={{ width: '100%' }}
        notFoundContent={t('field.noOptions')}
        options={optionsOf(field, lang)}
        value={several ? (Array.isArray(value) ? value : []) : (value ?? undefined)}
        onChange={(next) => onChange?.(next ?? null)}
      />
    </div>
  );
}

function Lookup(props: WidgetProps) {
  return <LookupSearchSelect {...props} multiple={props.several} />;
}

function Text({ value, onChange, id, testId }: WidgetProps) {
  return (
    <Input
      id={id}
      data-testid={testId}
      allowClear
      value={typeof value === 'string' ? value : ''}
      onChange={(e) => onChange?.(e.target.value)}
    />
  );
}

const components: Record<FilterWidget, (props: WidgetProps) => React.ReactNode> = {
  text: Text,
  'number-range': NumberRange,
  'date-range': DateRange,
  'instant-range': InstantRange,
  'period-range': PeriodRange,
  'yes-no': YesNo,
  choice: Choice,
  lookup: Lookup,
};

/**
 * The inputs of a filter form: each filterable field the user may read, with its filter widget. Labels
 * and lookup rows follow the module's `filter` options.
 */
export function FilterFields({
  module,
  fields,
  form,
}: {
  module: AdminModule;
  fields: Field[];
  form: FormInstance<Record<string, unknown>>;
}) {
  const lang = useLang();
  const values: Record<string, unknown> = Form.useWatch((all) => all, form) ?? form.getFieldsValue(true);
  return fields.flatMap((field) => {
    const widget = filterWidgetOf(field);
    if (!widget) return [];
    const options = module.fields[field.name];
    const Widget = components[widget];
    const label = (options?.filter?.label ?? options?.label ?? field.label)[lang];
    return [
      <Form.Item key={field.name} name={field.name} label={label} className={options?.filter?.class}>
        <Widget
          field={field}
          testId={`field-${field.name}`}
          label={label}
          several={takesSeveral(field, module)}
          rows={inputOptionsOf(options?.filter, values, lang).rows}
        />
      </Form.Item>,
    ];
  });
}
