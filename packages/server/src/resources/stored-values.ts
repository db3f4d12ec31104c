import { type FieldType, fieldTypes, type PolygonGeometry, type Resource } from '@rimba/core';
import sanitizeHtml from 'sanitize-html';
import { hashPassword } from '../auth/passwords.js';
import { polygonAreaHa } from './polygon-area.js';

/**
 * What rich text may keep: the formatting an editor produces, links and pictures, nothing that runs.
 * Links open with rel=noopener; only http(s), mailto, tel and relative URLs survive.
 */
const richTextOptions: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'h1', 'h2', 'span', 'figure', 'figcaption'],
  allowedAttributes: {
    a: ['href', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    '*': ['style'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
  },
  allowedStyles: {
    '*': {
      'text-align': [/^(left|right|center|justify)$/],
      color: [/^#[0-9a-f]{3,6}$/i, /^rgb\(\s*\d+\s*,\s*\d+\s*,\s*\d+\s*\)$/],
      'background-color': [/^#[0-9a-f]{3,6}$/i, /^rgb\(\s*\d+\s*,\s*\d+\s*,\s*\d+\s*\)$/],
    },
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, richTextOptions);
}

/** Field types whose validated value is not written as it is. */
const writers: { [K in FieldType]?: (value: unknown) => unknown } = {
  richtext: (value) => sanitizeRichText(String(value)),
  password: (value) => hashPassword(String(value)),
};

/**
 * Turns validated values into column values: rich text sanitised, secrets hashed, and lists, periods,
 * places and sub-records as JSON text (drivers would otherwise send a JS array as a PostgreSQL array).
 * A shape written with its area field gets its area computed, or cleared with it.
 */
export async function toColumns(resource: Resource, values: Record<string, unknown>) {
  const columns: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    const field = resource.fieldsByName.get(name);
    if (field?.area) columns[field.area] = value === null ? null : polygonAreaHa(value as PolygonGeometry);
    if (!field || value === null) {
      columns[name] = value;
      continue;
    }
    const written = await (writers[field.type]?.(value) ?? value);
    columns[name] = fieldTypes[field.type].column === 'jsonb' ? JSON.stringify(written) : written;
  }
  return columns;
}
