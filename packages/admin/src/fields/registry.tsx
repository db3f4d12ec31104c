import { type FieldType, formatRupiah, type Lang, thumbnailUrl } from '@rimba/core';
import { Image, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { i18n } from '../i18n';
import { formatInstant } from '../time/zone';
import { checklistDetail, checklistList } from './ChecklistDetail';
import { ChecklistInput } from './ChecklistInput';
import { checklistTemplateDetail, checklistTemplateList } from './ChecklistTemplateDetail';
import { ChecklistTemplateInput } from './ChecklistTemplateInput';
import { CheckboxInput, optionLabels, RadioInput, SelectInput, SelectMultipleInput } from './choices';
import { ImageInput } from './ImageInput';
import {
  BooleanInput,
  ColorInput,
  DateTimeInput,
  DecimalInput,
  HiddenInput,
  MoneyInput,
  NumberInput,
  PasswordInput,
  TextAreaInput,
  TextInput,
} from './inputs';
import { fileDetail } from './LayerPreview';
import { LookupPicker } from './LookupPicker';
import { LookupCheckboxInput, LookupInput, LookupRadioInput, lookupText } from './lookups';
import { MapInput, mapDetail, mapList } from './MapInput';
import { PolygonInput, polygonDetail, polygonList } from './PolygonInput';
import { type Period, periodInput, rangeInput, showPeriod, showRange } from './pickers';
import { RegionPicker } from './RegionPicker';
import { RichTextInput, richTextDetail, richTextList } from './RichTextInput';
import { SlaveInput, slaveDetail, slaveList } from './SlaveInput';
import type { FieldInputProps, FieldRenderer } from './types';
import {
  FileInput,
  fileCount,
  fileLink,
  ImagesInput,
  imagesDetail,
  imagesList,
  VideosInput,
  videosDetail,
} from './uploads';
import '../modules/texts';

const isBlank = (value: unknown) => value === null || value === undefined || value === '';
const dash = '-';

const plain = (value: unknown): ReactNode => (isBlank(value) ? dash : String(value));

const link = (href: (text: string) => string) => (value: unknown) =>
  isBlank(value) ? (
    dash
  ) : (
    <Typography.Link href={href(String(value))} target="_blank" rel="noopener noreferrer">
      {String(value)}
    </Typography.Link>
  );

const yesNo = (value: unknown, lang: Lang): ReactNode =>
  isBlank(value) ? dash : i18n.t(value === true ? 'field.yes' : 'field.no', { lng: lang });

const image = (size: number) => (value: unknown) =>
  isBlank(value) ? (
    dash
  ) : (
    <Image
      src={thumbnailUrl(String(value))}
      preview={{ src: String(value) }}
      width={size}
      style={{ objectFit: 'contain' }}
    />
  );

/** A secret is never shown, whatever the value. */
const masked = () => '••••••';

const swatch = (value: unknown): ReactNode =>
  isBlank(value) ? (
    dash
  ) : (
    <Space size={4}>
      <span
        style={{
          display: 'inline-block',
          width: 14,
          height: 14,
          borderRadius: 3,
          border: '1px solid #d9d9d9',
          background: String(value),
        }}
      />
      {String(value)}
    </Space>
  );

/** A lookup's value is shown with the row's `rel_{field}` labels, which `displayValue` hands over. */
const lookupLabels: FieldRenderer['list'] = (value, _lang, _field, related) => lookupText(related, value);

const typed = (type: string) => (props: FieldInputProps) => <TextInput {...props} type={type} />;

/** One moment (date, time, year, month, week) and its range, both checked eagerly. */
const moment = (period: Exclude<Period, 'datetime'>): FieldRenderer => ({
  list: showPeriod(period),
  detail: showPeriod(period),
  form: periodInput(period),
  validate: 'eager',
});
const period = (kind: Period): FieldRenderer => ({
  list: showRange(kind),
  detail: showRange(kind),
  form: rangeInput(kind),
  validate: 'eager',
});

/**
 * How every field type renders in list, detail and form. Typed over FieldType: a type without its
 * renderers does not compile.
 */
export const fieldRenderers: { readonly [K in FieldType]: FieldRenderer } = {
  // one line of text
  text: { list: plain, detail: plain, form: TextInput, validate: 'eager' },
  email: {
    list: link((v) => `mailto:${v}`),
    detail: link((v) => `mailto:${v}`),
    form: typed('email'),
    validate: 'eager',
  },
  url: { list: link((v) => v), detail: link((v) => v), form: typed('url'), validate: 'eager' },
  tel: {
    list: link((v) => `tel:${v}`),
    detail: link((v) => `tel:${v}`),
    form: typed('tel'),
    validate: 'eager',
  },
  color: { list: swatch, detail: swatch, form: ColorInput, validate: 'eager' },
  hidden: { list: plain, detail: plain, form: HiddenInput, validate: 'eager' },
  password: { list: masked, detail: masked, form: PasswordInput, validate: 'eager' },

  // long text
  textarea: {
    list: (value) => (isBlank(value) ? dash : <Typography.Text ellipsis>{String(value)}</Typography.Text>),
    detail: (value) =>
      isBlank(value) ? dash : <span style={{ whiteSpace: 'pre-wrap' }}>{String(value)}</span>,
    form: TextAreaInput,
    validate: 'eager',
  },
  richtext: { list: richTextList, detail: richTextDetail, form: RichTextInput, validate: 'eager' },

  // numbers
  number: { list: plain, detail: plain, form: NumberInput, validate: 'eager' },
  decimal: { list: plain, detail: plain, form: DecimalInput, validate: 'eager' },
  money: {
    list: (value) => formatRupiah(value as number | string | null),
    detail: (value) => formatRupiah(value as number | string | null),
    form: MoneyInput,
    validate: 'eager',
  },
  boolean: { list: yesNo, detail: yesNo, form: BooleanInput, validate: 'aggressive', initial: false },

  // moments and periods
  datetime: {
    list: (value, lang) => formatInstant(value, lang),
    detail: (value, lang) => formatInstant(value, lang),
    form: DateTimeInput,
    validate: 'eager',
  },
  date: moment('date'),
  time: moment('time'),
  year: moment('year'),
  month: moment('month'),
  week: moment('week'),
  'date-range': period('date'),
  'datetime-range': period('datetime'),
  'time-range': period('time'),
  'year-range': period('year'),
  'month-range': period('month'),
  'week-range': period('week'),

  // a place
  // Checked once the point is left, so typing the latitude before the longitude is not refused.
  map: { list: mapList, detail: mapDetail, form: MapInput, validate: 'eager' },
  // a shape: checked when left, so a pasted text is not judged half typed
  polygon: { list: polygonList, detail: polygonDetail, form: PolygonInput, validate: 'eager' },

  // stored files
  image: { list: image(48), detail: image(200), form: ImageInput, validate: 'aggressive' },
  file: { list: fileLink, detail: fileDetail, form: FileInput, validate: 'aggressive' },
  images: { list: imagesList, detail: imagesDetail, form: ImagesInput, validate: 'aggressive' },
  videos: { list: fileCount, detail: videosDetail, form: VideosInput, validate: 'aggressive' },

  // choices from the field's options
  select: { list: optionLabels, detail: optionLabels, form: SelectInput, validate: 'aggressive' },
  radio: { list: optionLabels, detail: optionLabels, form: RadioInput, validate: 'aggressive' },
  'select-multiple': {
    list: optionLabels,
    detail: optionLabels,
    form: SelectMultipleInput,
    validate: 'aggressive',
  },
  checkbox: { list: optionLabels, detail: optionLabels, form: CheckboxInput, validate: 'aggressive' },

  // rows of another resource
  lookup: {
    list: lookupLabels,
    detail: lookupLabels,
    form: (props) =>
      props.field.lookup?.through ? (
        <RegionPicker {...props} />
      ) : props.field.lookup?.select ? (
        <LookupInput {...props} />
      ) : (
        <LookupPicker {...props} />
      ),
    validate: 'aggressive',
  },
  'lookup-radio': {
    list: lookupLabels,
    detail: lookupLabels,
    form: LookupRadioInput,
    validate: 'aggressive',
  },
  'lookup-checkbox': {
    list: lookupLabels,
    detail: lookupLabels,
    form: LookupCheckboxInput,
    validate: 'aggressive',
  },

  // a repeated sub-form
  slave: { list: slaveList, detail: slaveDetail, form: SlaveInput, validate: 'aggressive' },

  // checklists of the QHSE appraisals
  checklist: { list: checklistList, detail: checklistDetail, form: ChecklistInput, validate: 'aggressive' },
  'checklist-template': {
    list: checklistTemplateList,
    detail: checklistTemplateDetail,
    form: ChecklistTemplateInput,
    validate: 'aggressive',
  },
};
