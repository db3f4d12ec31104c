import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { Field, Lang } from '@rimba/core';
import { Button, Card, Form, Table } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../i18n';
import { fieldRenderers } from './registry';
import type { FieldInputProps } from './types';

type Item = Record<string, unknown>;

const asItems = (value: unknown): Item[] =>
  Array.isArray(value) ? value.filter((v): v is Item => typeof v === 'object' && v !== null) : [];

/** A new sub-record: each sub-field at its type's initial value, or empty. */
const emptyItem = (fields: Field[]): Item =>
  Object.fromEntries(fields.map((f) => [f.name, fieldRenderers[f.type].initial ?? null]));

/**
 * A repeated sub-form held as an array of sub-records: one bordered card per item with an input for
 * each sub-field (the registry's own inputs) and a remove button, and an add button below. The server
 * checks each sub-record field by field when the record is saved.
 */
export function SlaveInput({ field, value, onChange, id, testId, uploadTarget }: FieldInputProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const fields = field.fields ?? [];
  const items = asItems(value);
  const update = (index: number, name: string, next: unknown) =>
    onChange?.(items.map((item, i) => (i === index ? { ...item, [name]: next } : item)));

  return (
    <div data-testid={testId} id={id}>
      {items.map((item, index) => (
        <Card
          // Items have no identity of their own; their inputs are controlled, so position is enough.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={index}
          size="small"
          style={{ marginBottom: 8 }}
          title={`#${index + 1}`}
          extra={
            <Button
              size="small"
              danger
              icon={<DeleteOutlined />}
              data-testid={`${testId}-remove-${index}`}
              aria-label={t('field.remove')}
              onClick={() => onChange?.(items.filter((_, i) => i !== index))}
            />
          }
        >
          {fields.map((sub) => {
            const Input = fieldRenderers[sub.type].form;
            return (
              <Form.Item
                key={sub.name}
                label={sub.label[lang]}
                required={sub.required}
                style={{ marginBottom: 8 }}
              >
                <Input
                  field={sub}
                  testId={`${testId}-${index}-${sub.name}`}
                  value={item[sub.name]}
                  onChange={(next) => update(index, sub.name, next)}
                  uploadTarget={
                    uploadTarget && { ...uploadTarget, field: `${uploadTarget.field}.${sub.name}` }
                  }
                />
              </Form.Item>
            );
          })}
        </Card>
      ))}
      <Button
        type="dashed"
        icon={<PlusOutlined />}
        data-testid={`${testId}-add`}
        onClick={() => onChange?.([...items, emptyItem(fields)])}
      >
        {t('field.add')}
      </Button>
    </div>
  );
}

/** The items as a small table, one column per sub-field. */
export function slaveDetail(value: unknown, lang: Lang, field?: Field): ReactNode {
  const items = asItems(value);
  if (items.length === 0) return '-';
  return (
    <Table
      size="small"
      bordered
      pagination={false}
      rowKey="__row"
      dataSource={items.map((item, index) => ({ ...item, __row: index }))}
      columns={(field?.fields ?? []).map((sub) => ({
        key: sub.name,
        dataIndex: sub.name,
        title: sub.label[lang],
        render: (v: unknown) => fieldRenderers[sub.type].list(v, lang, sub),
      }))}
    />
  );
}

export function slaveList(value: unknown): ReactNode {
  const items = asItems(value);
  return items.length === 0 ? '-' : String(items.length);
}
