import type { Field, Lang } from '@rimba/core';
import { type ReactNode, useEffect, useState } from 'react';
import { type Bundle, db } from './db';
import { lookupChoices } from './forms';
import { keepPhoto, localSha } from './photos';
import { say, texts } from './texts';

export interface FieldProps {
  field: Field;
  fields: readonly Field[];
  values: Record<string, unknown>;
  set: (changes: Record<string, unknown>) => void;
  error?: string | undefined;
  bundle: Bundle | undefined;
  lang: Lang;
}

const inputTypes: Partial<Record<string, string>> = {
  date: 'date',
  month: 'month',
  email: 'email',
  url: 'url',
  tel: 'tel',
  time: 'time',
};

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** One form control generated from a field's declaration, with its label, hint and error. */
export function FieldInput(props: FieldProps) {
  const { field, lang, error } = props;
  const id = `f-${field.name}`;
  const hint = field.hint?.[lang];
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  const aria = { id, 'aria-describedby': described, 'aria-invalid': error ? true : undefined };
  // A place is a group (its button keeps its own name, "Ambil titik GPS"); every other control is labelled.
  const group = field.type === 'map';
  const label = (
    <label htmlFor={group ? undefined : id} id={`${id}-label`}>
      {field.label[lang]}
      {field.required && <span aria-hidden="true"> *</span>}
    </label>
  );
  return (
    <div className={`field field-${field.type}${error ? ' has-error' : ''}`}>
      {field.type === 'boolean' ? null : label}
      <Control {...props} aria={aria} label={label} />
      {hint && (
        <p className="hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

type Aria = { id: string; 'aria-describedby': string | undefined; 'aria-invalid': boolean | undefined };

function Control({
  field,
  fields,
  values,
  set,
  bundle,
  lang,
  aria,
  label,
}: FieldProps & { aria: Aria; label: ReactNode }) {
  const value = values[field.name];
  const change = (v: unknown) => set({ [field.name]: v });
  const required = field.required || undefined;
  switch (field.type) {
    case 'lookup':
    case 'lookup-radio':
    case 'select':
    case 'radio':
      return (
        <select
          {...aria}
          required={required}
          value={text(value)}
          onChange={(e) => change(e.currentTarget.value)}
        >
          <option value="">{say(texts.choose, lang)}</option>
          <Choices {...{ field, fields, values, bundle, lang }} />
        </select>
      );
    case 'select-multiple':
    case 'checkbox':
    case 'lookup-checkbox':
      return (
        <select
          {...aria}
          multiple
          value={Array.isArray(value) ? value.map(String) : []}
          onChange={(e) => change([...e.currentTarget.selectedOptions].map((o) => o.value))}
        >
          <Choices {...{ field, fields, values, bundle, lang }} />
        </select>
      );
    case 'textarea':
    case 'richtext':
      return (
        <textarea {...aria} rows={4} value={text(value)} onChange={(e) => change(e.currentTarget.value)} />
      );
    case 'number':
    case 'decimal':
    case 'money':
      return (
        <input
          {...aria}
          type="text"
          inputMode={field.type === 'decimal' ? 'decimal' : 'numeric'}
          required={required}
          value={text(value)}
          onChange={(e) => change(e.currentTarget.value)}
        />
      );
    case 'boolean':
      return (
        <div className="check">
          <input
            {...aria}
            type="checkbox"
            checked={value === true}
            onChange={(e) => change(e.currentTarget.checked)}
          />
          {label}
        </div>
      );
    case 'map':
      return <GpsInput {...{ field, fields, values, set, bundle, lang, aria }} />;
    case 'images':
    case 'image':
      return <PhotosInput {...{ field, fields, values, set, bundle, lang, aria }} />;
    default:
      return (
        <input
          {...aria}
          type={inputTypes[field.type] ?? 'text'}
          required={required}
          value={text(value)}
          onChange={(e) => change(e.currentTarget.value)}
        />
      );
  }
}

/** A choice field's options: its declared ones, or the looked-up rows the values chosen so far allow. */
function Choices({ field, fields, values, bundle, lang }: Omit<FieldProps, 'set' | 'error'>) {
  const choices = field.lookup
    ? lookupChoices(field, fields, values, bundle)
    : (field.options ?? []).map((o) => ({ value: o.value, label: o.label[lang] }));
  return choices.map((c) => (
    <option key={c.value} value={c.value}>
      {c.label}
    </option>
  ));
}

/** The accuracy field that goes with a place: `{place}` → `accuracy_m`, when the resource has one. */
const accuracyField = (fields: readonly Field[]) => fields.find((f) => f.name === 'accuracy_m');

type Fix = { lat: number; lng: number; accuracy_m?: number };

/** The phone's current position, high accuracy, within a minute. */
export function currentFix(maximumAge = 0): Promise<Fix> {
  return new Promise((resolve, reject) => {
    if (!navigator.geolocation) {
      reject(new Error('GPS'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (p) =>
        resolve({
          lat: Math.round(p.coords.latitude * 1e7) / 1e7,
          lng: Math.round(p.coords.longitude * 1e7) / 1e7,
          accuracy_m: Math.round(p.coords.accuracy * 10) / 10,
        }),
      (e) => reject(new Error(e.message || 'GPS')),
      { enableHighAccuracy: true, timeout: 60_000, maximumAge },
    );
  });
}

function GpsInput({ field, fields, values, set, lang, aria }: FieldProps & { aria: Aria }) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const place = values[field.name] as { lat?: number; lng?: number } | null | undefined;
  const accuracy = accuracyField(fields);
  const take = async () => {
    setBusy(true);
    setFailure('');
    try {
      const fix = await currentFix();
      set({
        [field.name]: { lat: fix.lat, lng: fix.lng },
        ...(accuracy && { [accuracy.name]: fix.accuracy_m }),
      });
    } catch (e) {
      setFailure(say(texts.gpsFailed, lang, { why: (e as Error).message }));
    } finally {
      setBusy(false);
    }
  };
  const metres = accuracy ? values[accuracy.name] : undefined;
  return (
    <fieldset className="gps" id={aria.id} aria-labelledby={`${aria.id}-label`}>
      <button type="button" aria-describedby={aria['aria-describedby']} onClick={take} disabled={busy}>
        {busy ? say(texts.gpsWaiting, lang) : say(texts.gpsTake, lang)}
      </button>
      <output aria-live="polite">
        {place?.lat !== undefined && place.lng !== undefined && (
          <>
            {place.lat}, {place.lng}
            {metres !== undefined && metres !== null && metres !== '' && (
              <> · {say(texts.gpsAccuracy, lang, { m: String(metres) })}</>
            )}
          </>
        )}
        {failure}
      </output>
    </fieldset>
  );
}

/** A photo's preview: from the device store while it is there, else the server's URL. */
function Preview({ value, lang }: { value: string; lang: Lang }) {
  const [src, setSrc] = useState<string>();
  const [taken, setTaken] = useState<string>();
  useEffect(() => {
    const sha = localSha(value);
    if (!sha) {
      setSrc(value);
      return;
    }
    let url: string | undefined;
    let live = true;
    void db.photos.get(sha).then((photo) => {
      if (!photo || !live) return;
      url = URL.createObjectURL(photo.blob);
      setSrc(url);
      setTaken(new Date(photo.taken_at).toLocaleString(lang === 'id' ? 'id-ID' : 'en-GB'));
    });
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [value, lang]);
  return (
    <figure>
      {src && <img src={src} alt="" width={96} height={96} />}
      {taken && <figcaption>{say(texts.photoTaken, lang, { at: taken })}</figcaption>}
    </figure>
  );
}

function PhotosInput({ field, fields, values, set, lang, aria }: FieldProps & { aria: Aria }) {
  // One image is a single value; several are a list.
  const single = field.type === 'image';
  const raw = values[field.name];
  const list = Array.isArray(raw) ? (raw as string[]) : typeof raw === 'string' && raw ? [raw] : [];
  const put = (next: string[]) => set({ [field.name]: single ? (next[0] ?? null) : next });
  const [busy, setBusy] = useState(false);
  const most = single ? 1 : (field.maxFiles ?? 1);
  const accuracy = accuracyField(fields);
  const add = async (files: File[]) => {
    if (files.length === 0) return;
    setBusy(true);
    try {
      // The place of a photo: the form's GPS fix when it has one, else a fresh one if it comes quickly.
      const place = Object.values(values).find(
        (v): v is { lat: number; lng: number } => !!v && typeof v === 'object' && 'lat' in v && 'lng' in v,
      );
      const fix = place
        ? {
            ...place,
            ...(accuracy &&
              typeof values[accuracy.name] === 'number' && { accuracy_m: values[accuracy.name] as number }),
          }
        : await Promise.race([
            currentFix(60_000).catch(() => undefined),
            new Promise<undefined>((r) => setTimeout(r, 5000)),
          ]);
      const added: string[] = [];
      for (const file of files) added.push(await keepPhoto(file, fix));
      put([...new Set([...list, ...added])].slice(0, most));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="photos">
      {list.length > 0 && (
        <ul>
          {list.map((value) => (
            <li key={value}>
              <Preview value={value} lang={lang} />
              <button type="button" className="link" onClick={() => put(list.filter((v) => v !== value))}>
                {say(texts.removePhoto, lang)}
              </button>
            </li>
          ))}
        </ul>
      )}
      {list.length < most && (
        <input
          {...aria}
          type="file"
          accept={field.accept ?? 'image/*'}
          capture="environment"
          multiple={most > 1}
          disabled={busy}
          onChange={(e) => {
            // The input's file list is live: taken now, before emptying the input (so that the same
            // photo can be chosen again) empties it while the photos are still being kept.
            void add([...(e.currentTarget.files ?? [])]);
            e.currentTarget.value = '';
          }}
        />
      )}
    </div>
  );
}
