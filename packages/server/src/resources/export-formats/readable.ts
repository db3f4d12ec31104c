import { type Field, type Lang, zoneClock } from '@rimba/core';
import { booleanText } from './columns.js';

/** Labels of looked-up rows by id, for the lookup fields of one batch. */
export type LookupLabels = ReadonlyMap<number, string | null>;

/** The dash between the ends of a period, as the admin's lists write it. */
export const periodDash = ' – ';
/** Between the items of a list, between a sub-record's fields, and between sub-records. */
export const listSeparator = ', ';
export const recordSeparator = '; ';

const blank = (value: unknown) => value === null || value === undefined || value === '';

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : blank(value) ? [] : [value]);

/**
 * Turns stored values into the text the admin's lists show, for export cells: option labels in the
 * request's language, looked-up rows by their label, periods as `from – to`, a place by its address (else
 * `lat, lng`), files as their addresses, sub-records as `Field: value, …; …`, times in one zone.
 */
export class ReadableText {
  private readonly clock;

  constructor(
    private readonly lang: Lang,
    zone: string,
  ) {
    this.clock = zoneClock(zone);
  }

  /** The text of one field's value; `labels` names the looked-up rows of a lookup field. */
  of(field: Field, value: unknown, labels?: LookupLabels): string | null {
    if (blank(value)) return null;
    const { lang } = this;
    switch (field.type) {
      case 'select':
      case 'radio':
      case 'select-multiple':
      case 'checkbox':
        return asList(value)
          .map((v) => field.options?.find((o) => o.value === String(v))?.label[lang] ?? String(v))
          .join(listSeparator);
      case 'lookup':
      case 'lookup-radio':
      case 'lookup-checkbox':
        return asList(value)
          .map((id) => (labels ? (labels.get(Number(id)) ?? `#${id}`) : String(id)))
          .join(listSeparator);
      case 'datetime-range':
        return asList(value)
          .map((v) => this.clock.text(v))
          .join(periodDash);
      case 'date-range':
      case 'time-range':
      case 'year-range':
      case 'month-range':
      case 'week-range':
        return asList(value).map(String).join(periodDash);
      case 'map':
        return placeText(value);
      case 'polygon':
        return JSON.stringify(value);
      case 'images':
      case 'videos':
        return asList(value).map(String).join(listSeparator);
      case 'slave':
        return asList(value)
          .map((item) => this.subRecord(field, item))
          .filter((text) => text !== '')
          .join(recordSeparator);
      case 'boolean':
        return booleanText(value, lang);
      case 'datetime':
        return this.clock.text(value);
      default:
        return String(value);
    }
  }

  /** One sub-record: its filled fields by label. A looked-up row inside one is named by its id. */
  private subRecord(field: Field, item: unknown): string {
    if (typeof item !== 'object' || item === null) return '';
    const values = item as Record<string, unknown>;
    return (field.fields ?? [])
      .flatMap((sub) => {
        const text = this.of(sub, values[sub.name]);
        return text === null ? [] : [`${sub.label[this.lang]}: ${text}`];
      })
      .join(listSeparator);
  }
}

/** A place by its address, or by its coordinates when it has none. */
function placeText(value: unknown): string | null {
  if (typeof value !== 'object' || value === null) return String(value);
  const place = value as Record<string, unknown>;
  if (typeof place.formatted_address === 'string' && place.formatted_address.trim() !== '') {
    return place.formatted_address;
  }
  return blank(place.lat) || blank(place.lng) ? null : `${place.lat}, ${place.lng}`;
}
