import type { ChecklistAnswers, ChecklistContent } from './checklists.js';
import type { FieldType } from './fields.js';
import type { PolygonGeometry } from './polygon.js';
import type { Resource, SyncInput, SyncValues } from './resource.js';

/** A place picked on the map (admin spec §3 "Map result"). */
export interface Place {
  lat: number;
  lng: number;
  [part: string]: string | number;
}

/** How a value of each field type is stored and answered (as JSON). */
export interface FieldValues {
  text: string;
  email: string;
  url: string;
  tel: string;
  color: string;
  hidden: string;
  password: never;
  textarea: string;
  richtext: string;
  number: number;
  decimal: number;
  money: number;
  boolean: boolean;
  date: string;
  datetime: string;
  time: string;
  year: number;
  month: string;
  week: string;
  'date-range': [string, string];
  'datetime-range': [string, string];
  'time-range': [string, string];
  'year-range': [number, number];
  'month-range': [string, string];
  'week-range': [string, string];
  map: Place;
  polygon: PolygonGeometry;
  image: string;
  file: string;
  images: string[];
  videos: string[];
  select: string;
  radio: string;
  'select-multiple': string[];
  checkbox: string[];
  lookup: number;
  'lookup-radio': number;
  'lookup-checkbox': number[];
  slave: Record<string, unknown>[];
  checklist: ChecklistAnswers;
  'checklist-template': ChecklistContent;
}

/** Fails to compile when a field type has no value type above. */
export type FieldValueOf<T extends FieldType> = { [K in FieldType]: FieldValues[K] }[T];

type Declared<R> = R extends Resource<infer F> ? F : never;
type ValueOfField<I> = I extends { type: infer T extends FieldType } ? FieldValueOf<T> : unknown;
type Secret = { type: 'password' };

/**
 * A row of a resource as the API answers it: its id, time stamps and every readable field (or null), and
 * the sync columns when the resource is filed from devices.
 */
export type RowOf<R> = {
  id: number;
  created_at: string;
  updated_at: string;
} & {
  -readonly [K in keyof Declared<R> as Declared<R>[K] extends Secret ? never : K]: Presence<
    Declared<R>[K],
    ValueOfField<Declared<R>[K]>
  >;
} & (R extends { sync: SyncInput } ? SyncValues : unknown);

/** Values of a row to write: any of its declared fields (a seed, a hook's extra columns). */
export type ValuesOf<R> = {
  -readonly [K in keyof Declared<R>]?: ValueOfField<Declared<R>[K]> | null;
};

/** A stored file as the public API answers it. */
export interface FileRef {
  url: string;
  filename?: string;
}

type PublicValueOf<I> = I extends { type: 'image' | 'file' } ? FileRef : ValueOfField<I>;
type RuleList<S> = S extends `${infer Head}|${infer Rest}` ? Head | RuleList<Rest> : S;
/** A field whose rules hold `required` always has a value, unless rows stored before it may lack it. */
type Presence<I, V> = I extends { nullInOlderRows: true }
  ? V | null
  : I extends { rules: infer S }
    ? 'required' extends RuleList<S>
      ? V
      : V | null
    : V | null;
type SystemValues = { id: number; created_at: string; updated_at: string };

/**
 * A row as the public API answers it, for the fields `K` of its public view: pictures and files as
 * `{ url }`, every declared field possibly null. A name the resource does not have fails the type check.
 */
export type PublicRowOf<R, K extends keyof Declared<R> | keyof SystemValues> = {
  -readonly [P in K]: P extends keyof SystemValues
    ? SystemValues[P]
    : P extends keyof Declared<R>
      ? Presence<Declared<R>[P], PublicValueOf<Declared<R>[P]>>
      : never;
};
