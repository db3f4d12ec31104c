import { ArrowLeftOutlined } from '@ant-design/icons';
import type { Resource } from '@rimba/core';
import { Button, Card, Flex, Form, Result, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Row } from '../../api/dataProvider';
import { fieldRenderers } from '../../fields/registry';
import { coreRule } from '../../fields/validation';
import { useLang } from '../../i18n';
import { useRecord } from '../useRecord';
import { useViewNavigation } from '../viewQuery';
import { type FormMode, useFormController } from './useFormController';

/** The create form, or the update form once its record is loaded. */
export function FormView({ resource, id }: { resource: Resource; id?: number }) {
  return id === undefined ? (
    <RecordForm resource={resource} mode="create" />
  ) : (
    <UpdateForm resource={resource} id={id} />
  );
}

function UpdateForm({ resource, id }: { resource: Resource; id: number }) {
  const record = useRecord(resource, id);
  const go = useViewNavigation();
  const { t } = useTranslation();
  if (record.error) {
    return (
      <Result
        status="warning"
        title={record.error.message}
        extra={<Button onClick={() => go('list')}>{t('action.back')}</Button>}
      />
    );
  }
  return record.data ? (
    <RecordForm key={record.data.id} resource={resource} mode="update" record={record.data} />
  ) : (
    <Skeleton active />
  );
}

function RecordForm({ resource, mode, record }: { resource: Resource; mode: FormMode; record?: Row }) {
  const { t } = useTranslation();
  const lang = useLang();
  const go = useViewNavigation();
  const [form] = Form.useForm<Record<string, unknown>>();
  const { submit, saving } = useFormController(resource, mode, form, record);
  // Fields with an error shown; eager fields re-check these on every change until they are valid.
  const [invalid, setInvalid] = useState<ReadonlySet<string>>(new Set());
  const fields = resource.fields.filter((field) => field.form);
  const initialValues = Object.fromEntries(
    fields.map((field) => [field.name, record ? record[field.name] : fieldRenderers[field.type].initial]),
  );

  return (
    <Card
      title={t(mode === 'create' ? 'form.createTitle' : 'form.updateTitle', { title: resource.title[lang] })}
      extra={
        <Button
          icon={<ArrowLeftOutlined />}
          data-testid="back-button"
          onClick={() => (record ? go('detail', record.id) : go('list'))}
        >
          {t('action.back')}
        </Button>
      }
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onFinish={submit}
        onFieldsChange={(changed) =>
          setInvalid((previous) => {
            const next = new Set(previous);
            for (const { name, errors } of changed) {
              const key = String(Array.isArray(name) ? name[0] : name);
              if (errors?.length) next.add(key);
              else if (errors) next.delete(key);
            }
            return next;
          })
        }
        style={{ maxWidth: 720 }}
      >
        {fields.map((field) => {
          const renderer = fieldRenderers[field.type];
          const Input = renderer.form;
          const eagerNow = renderer.validate === 'eager' && !invalid.has(field.name);
          return (
            <Form.Item
              key={field.name}
              name={field.name}
              label={field.label[lang]}
              required={field.required}
              extra={field.hint?.[lang]}
              rules={[coreRule(resource, field, lang, form)]}
              validateTrigger={eagerNow ? 'onBlur' : ['onChange', 'onBlur']}
            >
              <Input field={field} testId={`field-${field.name}`} />
            </Form.Item>
          );
        })}
        <Flex gap="small">
          <Button type="primary" htmlType="submit" loading={saving} data-testid="form-submit">
            {t('action.save')}
          </Button>
        </Flex>
      </Form>
    </Card>
  );
}
