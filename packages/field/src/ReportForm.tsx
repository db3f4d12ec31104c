import type { FieldErrors, Lang, Resource } from '@rimba/core';
import { dayIn } from '@rimba/core';
import { type FormEvent, useMemo, useState } from 'react';
import { type Bundle, db, type LocalReport } from './db';
import { FieldInput } from './FieldInput';
import { formFields, growthCheck, reportData, validateReport, withoutStaleChoices } from './forms';
import { say, texts } from './texts';

export interface ReportFormProps {
  resource: Resource;
  bundle: Bundle | undefined;
  lang: Lang;
  /** A report already on the device (one to change, or sent back by the server); none for a new one. */
  report?: LocalReport | undefined;
  onDone: (saved: boolean) => void;
}

/** The first values of a new report: today's date in every date field, nothing else. */
function freshValues(resource: Resource): Record<string, unknown> {
  const today = dayIn(new Date());
  return Object.fromEntries(
    formFields(resource)
      .filter((f) => f.type === 'date')
      .map((f) => [f.name, today]),
  );
}

/**
 * A report's form, generated from its resource's declaration: every form field in order, checked with
 * core's rules and messages before it is kept. A growth report short of its standard is flagged here,
 * before it is sent. Kept means queued on the device: the sync sends it, as a draft or for verification.
 */
export function ReportForm({ resource, bundle, lang, report, onDone }: ReportFormProps) {
  const fields = useMemo(() => formFields(resource), [resource]);
  const [values, setValues] = useState<Record<string, unknown>>(() => report?.data ?? freshValues(resource));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [checked, setChecked] = useState(false);
  const set = (changes: Record<string, unknown>) => {
    setValues((old) => {
      const next = withoutStaleChoices(fields, { ...old, ...changes }, bundle);
      if (checked) setErrors(validateReport(resource, next, lang));
      return next;
    });
  };
  const growth = growthCheck(resource, values, bundle);
  // The transition a device may ask for with its report ("Ajukan Verifikasi"), as the workflow labels it.
  const submitLabel = resource.sync?.submit
    ? resource.workflow?.transitionsByName.get(resource.sync.submit)?.label[lang]
    : undefined;
  const serverState = report?.server?.status
    ? resource.workflow?.states.find((s) => s.value === report.server?.status)
    : undefined;

  const keep = async (submit: boolean) => {
    const found = validateReport(resource, values, lang);
    setErrors(found);
    setChecked(true);
    if (Object.keys(found).length > 0) return;
    const stamp = new Date().toISOString();
    const session = await db.sessions.get('session');
    await db.reports.put({
      client_id: report?.client_id ?? crypto.randomUUID(),
      resource: resource.name,
      ...(session && { user_id: session.user.id }),
      data: reportData(resource, values),
      submit,
      base_version: report?.base_version ?? null,
      state: 'waiting',
      ...(report?.server && { server: report.server }),
      created_at: report?.created_at ?? stamp,
      updated_at: stamp,
    });
    onDone(true);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void keep(true);
  };

  return (
    <form className="report-form" onSubmit={onSubmit} noValidate aria-labelledby="form-title">
      <h2 id="form-title">{resource.title[lang]}</h2>
      {serverState && <p className="notice">{serverState.label[lang]}</p>}
      {checked && Object.keys(errors).length > 0 && (
        <p className="error" role="alert">
          {say(texts.fixErrors, lang)}
        </p>
      )}
      {fields.map((field) => (
        <FieldInput
          key={field.name}
          field={field}
          fields={fields}
          values={values}
          set={set}
          error={errors[field.name]?.[0]}
          bundle={bundle}
          lang={lang}
        />
      ))}
      {growth && growth.short.length > 0 && (
        <div className="warning" role="status" data-testid="below-standard">
          <p>{say(texts.belowStandard, lang, { age: growth.age })}</p>
          <ul>
            {growth.short.map((s) => (
              <li key={s.field}>
                {say(texts.shortBy, lang, {
                  label: resource.fieldsByName.get(s.field)?.label[lang] ?? s.field,
                  value: s.value,
                  standard: s.standard,
                  pct: s.pct,
                })}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="actions">
        {submitLabel && <button type="submit">{submitLabel}</button>}
        <button type="button" className="secondary" onClick={() => void keep(false)}>
          {say(texts.saveDraft, lang)}
        </button>
        <button type="button" className="link" onClick={() => onDone(false)}>
          {say(texts.cancel, lang)}
        </button>
      </div>
    </form>
  );
}
