import { ArrowLeftOutlined } from '@ant-design/icons';
import { type Field, superRoleId } from '@rimba/core';
import { Button, Card, ConfigProvider, Flex, Form, Result, Skeleton } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Row } from '../../api/dataProvider';
import { useCanCheck, useSession } from '../../auth/session';
import { fieldRenderers } from '../../fields/registry';
import { clearField, coreRule, setCheckedField } from '../../fields/validation';
import { useLang } from '../../i18n';
import type { ChildCreate } from '../childCreate';
import type { AdminModule } from '../config';
import { useRecord } from '../useRecord';
import { useViewNavigation } from '../viewQuery';
import { hiddenByToggles, initialValuesOf, inputOptionsOf, payloadOf, pointOf } from './formValues';
import { type FormMode, scrollToError, useFormController } from './useFormController';
import '../texts';

interface Props {
  module: AdminModule;
  id?: number;
  /** In a dialog: called after saving instead of leaving for the detail view, and on back. */
  onDone?: () => void;
  /** A create form opened from a parent's child tab: the parent's key, locked, and where to go back. */
  child?: ChildCreate;
}

/** The create form, or the update form once its record is loaded. */
export function FormView({ module, id, onDone, child }: Props) {
  return id === undefined ? (
    <RecordForm module={module} mode="create" onDone={onDone} child={child} />
  ) : (
    <UpdateForm module={module} id={id} onDone={onDone} />
  );
}

function UpdateForm({ module, id, onDone }: Props & { id: number }) {
  const record = useRecord(module, id);
  const go = useViewNavigation();
  const { t } = useTranslation();
  if (record.error) {
    return (
      <Result
        status="warning"
        title={record.error.message}
        extra={<Button onClick={() => (onDone ? onDone() : go('list'))}>{t('action.back')}</Button>}
      />
    );
  }
  return record.data ? (
    <RecordForm key={record.data.id} module={module} mode="update" record={record.data} onDone={onDone} />
  ) : (
    <Skeleton active />
  );
}

/**
 * The fields a form of this mode shows: declared for forms, not hidden by the module, permitted, and
 * offered by their `when` for this user and record.
 */
export function useFormFields(
  module: AdminModule,
  view: 'create' | 'update' | 'filter',
  record?: Record<string, unknown>,
): Field[] {
  const can = useCanCheck();
  const profile = useSession()?.profile;
  const user = profile ? { id: profile.id, superUser: profile.role_id === superRoleId } : null;
  return module.resource.fields.filter((field) => {
    const options = module.fields[field.name]?.[view];
    if (options?.show === false) return false;
    if (options?.permission && !can(options.permission)) return false;
    if (options?.when && !options.when({ user, record })) return false;
    // The server refuses a filter on a field the user may not read, and a value for one they may not write.
    if (field.read && !can(field.read)) return false;
    if (view !== 'filter' && field.write && !can(field.write)) return false;
    return view === 'filter' ? field.filterable && field.type !== 'password' : field.form;
  });
}

/**
 * A form's inputs with the validation timing of admin spec §5: eager fields are checked when left, then
 * on every change while invalid; aggressive ones on every change. Labels, hints and the input options
 * (attributes, texts around the value, fields toggled by another, lookups depending on another field)
 * come from the module's configuration.
 */
export function FormFields({
  module,
  fields,
  view,
  validate,
  form,
  invalid,
  record,
  locked = {},
}: {
  module: AdminModule;
  fields: Field[];
  view: FormMode;
  validate: boolean;
  form: ReturnType<typeof Form.useForm<Record<string, unknown>>>[0];
  invalid: ReadonlySet<string>;
  /** The record being edited: its lookups' labels name the chosen rows. */
  record?: Row;
  /** Fields whose values are given and shown, but cannot be changed. */
  locked?: Record<string, unknown>;
}): ReactNode {
  const lang = useLang();
  const values: Record<string, unknown> = Form.useWatch((all) => all, form) ?? form.getFieldsValue(true);
  useFormReactions(module, view, form, values);
  const hidden = hiddenByToggles(module, view, values);
  return fields
    .filter((field) => !hidden.has(field.name))
    .map((field) => {
      const options = module.fields[field.name];
      const renderer = fieldRenderers[field.type];
      const Input = renderer.form;
      const eagerNow = renderer.validate === 'eager' && !invalid.has(field.name);
      const item = (
        <Form.Item
          key={field.name}
          name={field.name}
          label={(options?.[view]?.label ?? options?.label ?? field.label)[lang]}
          hidden={field.type === 'hidden'}
          required={validate && field.required}
          extra={(options?.hint ?? field.hint)?.[lang]}
          className={options?.[view]?.class}
          rules={validate ? [coreRule(module.resource, field, lang, form)] : []}
          validateTrigger={eagerNow ? 'onBlur' : ['onChange', 'onBlur']}
          // A field toggled off leaves the form's values with its input.
          preserve={false}
        >
          <Input
            field={field}
            testId={`field-${field.name}`}
            uploadTarget={{ resource: module.resource.name, field: field.name }}
            related={record?.[`rel_${field.name}`]}
            {...inputOptionsOf(options?.[view], values, lang)}
          />
        </Form.Item>
      );
      // A locked value is shown, sent and checked by the server as any other, but cannot be changed.
      return field.name in locked ? (
        <ConfigProvider key={field.name} componentDisabled>
          {item}
        </ConfigProvider>
      ) : (
        item
      );
    });
}

/**
 * What a change of one field sets off in the rest of the form: a lookup that depends on it (`get_param`)
 * is emptied, a map's point is copied into its `lat` and `lng` fields, and its `change` event is called.
 */
function useFormReactions(
  module: AdminModule,
  view: FormMode,
  form: ReturnType<typeof Form.useForm<Record<string, unknown>>>[0],
  values: Record<string, unknown>,
) {
  const previous = useRef<Record<string, unknown> | null>(null);
  useEffect(() => {
    const before = previous.current;
    previous.current = values;
    if (!before) return;
    const setValue = (name: string, value: unknown) => setCheckedField(form, name, value);
    for (const [name, options] of Object.entries(module.fields)) {
      const own = options[view];
      const parent = own?.option?.get_param?.field;
      // Only a parent that had a value and changed empties its dependant: the record's own values
      // arriving in an update form are no change of the user's.
      if (parent && before[parent] != null && before[parent] !== values[parent]) clearField(form, name);
      if (before[name] === values[name]) continue;
      const point = pointOf(values[name]);
      if (point && own?.option?.lat) setValue(own.option.lat, point.lat);
      if (point && own?.option?.lng) setValue(own.option.lng, point.lng);
      own?.event?.change?.(values[name], { values, setValue });
    }
  }, [module, view, form, values]);
}

/** Tracks which fields show an error, for the eager fields' re-checking. */
export function useInvalidFields() {
  const [invalid, setInvalid] = useState<ReadonlySet<string>>(new Set());
  const onFieldsChange = (changed: { name: unknown; errors?: string[] }[]) =>
    setInvalid((previous) => {
      const next = new Set(previous);
      for (const { name, errors } of changed) {
        const key = String(Array.isArray(name) ? name[0] : name);
        if (errors?.length) next.add(key);
        else if (errors) next.delete(key);
      }
      return next;
    });
  return { invalid, onFieldsChange };
}

function RecordForm({
  module,
  mode,
  record,
  onDone,
  child,
}: {
  module: AdminModule;
  mode: FormMode;
  record?: Row;
  onDone?: () => void;
  child?: ChildCreate;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const go = useViewNavigation();
  const navigate = useNavigate();
  const [form] = Form.useForm<Record<string, unknown>>();
  const returnTo = child?.returnTo;
  const done = onDone ?? (returnTo ? () => navigate(returnTo) : undefined);
  const { submit, saving } = useFormController(module, mode, form, record, done && (() => done()));
  const { invalid, onFieldsChange } = useInvalidFields();
  const fields = useFormFields(module, mode, record);
  const initialValues = {
    ...initialValuesOf(module, fields, mode, record, (field) => fieldRenderers[field.type].initial),
    ...child?.locked,
  };
  const back = () => {
    if (done) done();
    else if (record && !module.hide.detail) go('detail', record.id);
    else go('list');
  };

  return (
    <Card
      title={t(mode === 'create' ? 'form.createTitle' : 'form.updateTitle', { title: module.title[lang] })}
      extra={
        <Button icon={<ArrowLeftOutlined />} data-testid="back-button" onClick={back}>
          {t('action.back')}
        </Button>
      }
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onFinish={(values) => submit(payloadOf(module, mode, values))}
        onFieldsChange={onFieldsChange}
        scrollToFirstError={scrollToError}
        // The browser's own checks (an email or url input) would block the submit with its own bubble
        // and words; the form's checks, with the server's messages, do it.
        noValidate
        style={{ maxWidth: 720 }}
      >
        <FormFields
          module={module}
          fields={fields}
          view={mode}
          validate
          form={form}
          invalid={invalid}
          record={record}
          locked={child?.locked}
        />
        <Flex gap="small">
          <Button type="primary" htmlType="submit" loading={saving} data-testid="form-submit">
            {t('action.save')}
          </Button>
        </Flex>
      </Form>
    </Card>
  );
}
