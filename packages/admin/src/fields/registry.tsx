import { type FieldType, formatDateTime, formatRupiah, type Lang } from '@rimba/core';
import { Image, Typography } from 'antd';
import type { ReactNode } from 'react';
import { i18n } from '../i18n';
import { ImageInput } from './ImageInput';
import { BooleanInput, DateTimeInput, MoneyInput, NumberInput, TextAreaInput, TextInput } from './inputs';
import type { FieldInputProps, FieldRenderer } from './types';

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
  isBlank(value) ? dash : <Image src={String(value)} width={size} style={{ objectFit: 'contain' }} />;

const typed = (type: string) => (props: FieldInputProps) => <TextInput {...props} type={type} />;

/**
 * How every field type renders in list, detail and form. Typed over FieldType: a type without its
 * renderers does not compile.
 */
export const fieldRenderers: { readonly [K in FieldType]: FieldRenderer } = {
  text: { list: plain, detail: plain, form: TextInput, validate: 'eager' },
  textarea: {
    list: (value) => (isBlank(value) ? dash : <Typography.Text ellipsis>{String(value)}</Typography.Text>),
    detail: (value) =>
      isBlank(value) ? dash : <span style={{ whiteSpace: 'pre-wrap' }}>{String(value)}</span>,
    form: TextAreaInput,
    validate: 'eager',
  },
  email: {
    list: link((v) => `mailto:${v}`),
    detail: link((v) => `mailto:${v}`),
    form: typed('email'),
    validate: 'eager',
  },
  url: { list: link((v) => v), detail: link((v) => v), form: typed('url'), validate: 'eager' },
  number: { list: plain, detail: plain, form: NumberInput, validate: 'eager' },
  money: {
    list: (value) => formatRupiah(value as number | string | null),
    detail: (value) => formatRupiah(value as number | string | null),
    form: MoneyInput,
    validate: 'eager',
  },
  boolean: { list: yesNo, detail: yesNo, form: BooleanInput, validate: 'aggressive', initial: false },
  datetime: {
    list: (value, lang) => formatDateTime(value as string | null, lang),
    detail: (value, lang) => formatDateTime(value as string | null, lang),
    form: DateTimeInput,
    validate: 'eager',
  },
  image: { list: image(48), detail: image(200), form: ImageInput, validate: 'aggressive' },
};
