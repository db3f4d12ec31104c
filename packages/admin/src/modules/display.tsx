import { type Field, formatRupiah, type Lang, statusFormats } from '@rimba/core';
import { Button, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useCanCheck } from '../auth/session';
import { fieldRenderers } from '../fields/registry';
import { i18n } from '../i18n';
import { displayTimeZone } from '../time/zone';
import { type AdminModule, type FieldViewOptions, valueAt } from './config';

/** Long words and addresses wrap inside their box (a card, a detail row) instead of widening it and the page. */
export const wrapping = { minWidth: 0, maxWidth: '100%', overflowWrap: 'anywhere' } as const;

const isBlank = (value: unknown) => value === null || value === undefined || value === '';

/** US dollars, for the spec's moneyUsd display. */
const formatUsd = (value: unknown) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(Number(value));

/** The display types a module may choose for a field (admin spec §3 "Detail display types"). */
const displays: Record<NonNullable<FieldViewOptions['type']>, (value: unknown) => ReactNode> = {
  text: (value) => (isBlank(value) ? '-' : String(value)),
  money: (value) => (isBlank(value) ? '-' : formatRupiah(value as number)),
  moneyUsd: (value) => (isBlank(value) ? '-' : formatUsd(value)),
  link: (value) =>
    isBlank(value) ? (
      '-'
    ) : (
      <Typography.Link href={String(value)} target="_blank" rel="noopener noreferrer">
        {String(value)}
      </Typography.Link>
    ),
  button: (value) =>
    isBlank(value) ? (
      '-'
    ) : (
      <Button size="small" href={String(value)} target="_blank" rel="noopener noreferrer">
        {String(value).replace(/^https?:\/\//, '')}
      </Button>
    ),
  file: (value) =>
    isBlank(value) ? (
      '-'
    ) : (
      <Typography.Link href={String(value)} target="_blank" rel="noopener noreferrer">
        {String(value).slice(String(value).lastIndexOf('/') + 1)}
      </Typography.Link>
    ),
  // Lists of files show as the images and videos field types show them in a detail.
  'file-multiple-img': (value) => fieldRenderers.images.detail(value, 'id'),
  'file-multiple-video': (value) => fieldRenderers.videos.detail(value, 'id'),
  // Rich text renders as the rich-text field type shows it (sanitised by the server when written).
  tinymce: (value) => fieldRenderers.richtext.detail(value, 'id'),
};

/**
 * A field's value in a list cell or a detail row: the module's view_data path and transform first,
 * then its display type, or the field type's own renderer. An unknown display type says so. With a
 * `click` event the value is a link (or, as a `button` display, a button) that calls it with the row.
 */
export function displayValue(
  module: AdminModule,
  field: Field,
  view: 'list' | 'detail',
  row: Record<string, unknown>,
  lang: Lang,
): ReactNode {
  const options = module.fields[field.name]?.[view];
  let value = options?.view_data ? valueAt(row, options.view_data) : row[field.name];
  if (options?.transform) value = options.transform(value, row);
  const click = options?.event?.click;
  if (click) {
    const act = () => click(row);
    const testId = `${view}-${field.name}-click`;
    if (options?.type === 'button') {
      return (
        <Button size="small" data-testid={testId} onClick={act}>
          {isBlank(value) ? '-' : String(value)}
        </Button>
      );
    }
    return (
      <Typography.Link data-testid={testId} onClick={act}>
        {shownValue(options, field, view, value, lang, row)}
      </Typography.Link>
    );
  }
  return shownValue(options, field, view, value, lang, row);
}

/** A value through the field's status format, display type, or the field type's own renderer. */
function shownValue(
  options: FieldViewOptions | undefined,
  field: Field,
  view: 'list' | 'detail',
  value: unknown,
  lang: Lang,
  row: Record<string, unknown>,
): ReactNode {
  const tag = isBlank(value) ? undefined : options?.tags?.[String(value)];
  if (tag) return <Tag color={tag.color}>{tag.label[lang]}</Tag>;
  if (options?.format && statusFormats[options.format]) {
    return statusFormats[options.format](value, lang, displayTimeZone());
  }
  if (options?.type) {
    const display = displays[options.type];
    if (!display) {
      return (
        <Typography.Text type="danger">
          {i18n.t('detail.noVisualization', { lng: lang })}: {String(options.type)}
        </Typography.Text>
      );
    }
    return display(value);
  }
  return fieldRenderers[field.type][view](value, lang, field, row[`rel_${field.name}`], row);
}

/** The fields a list or detail shows: declared for the view, not hidden by the module, permitted. */
export function useShownFields(module: AdminModule, view: 'list' | 'detail'): Field[] {
  const can = useCanCheck();
  return module.resource.fields.filter((field) => {
    const options = module.fields[field.name]?.[view];
    if (options?.show !== undefined ? !options.show : !field[view]) return false;
    // The server leaves out a field the user may not read.
    if (field.read && !can(field.read)) return false;
    return !options?.permission || can(options.permission);
  });
}

/** A field's label in a view: the module's own for the view, else its label for all views, else the definition's. */
export function labelOf(module: AdminModule, field: Field, view: 'list' | 'detail', lang: Lang): string {
  const options = module.fields[field.name];
  return (options?.[view]?.label ?? options?.label ?? field.label)[lang];
}
