import type { Field, Lang } from '@rimba/core';
import type { ComponentType, ReactNode } from 'react';
import type { UploadTarget } from '../api/upload';

/**
 * Props of a form input. Form.Item injects value, onChange, onBlur (when it validates on blur) and id;
 * values are plain JSON values.
 */
export interface FieldInputProps {
  field: Field;
  value?: unknown;
  onChange?: (value: unknown) => void;
  onBlur?: () => void;
  id?: string;
  testId: string;
  /** From the module's configuration (admin spec §3 form options); inputs that have no use for one ignore it. */
  attr?: Record<string, string | number | boolean>;
  prepend?: string;
  append?: string;
  /** For lookups: filters the rows offered, and names the columns of a row's label and tooltip. */
  rows?: { filters?: Record<string, unknown>; label?: string; tooltip?: string };
  /** For file inputs, and sub-forms holding them: the resource field the files are uploaded for. */
  uploadTarget?: UploadTarget;
  /** For lookups: the labels of the chosen rows as the server answered them with the record (`rel_{field}`). */
  related?: unknown;
}

/**
 * How one field type shows in the three views. `validate` is when the form checks it (admin spec §5):
 * eager fields are checked when left, then on every change while invalid; aggressive ones on every change.
 */
export interface FieldRenderer {
  /** `field` is the field shown: choices, lookups and sub-forms need its options or sub-fields. */
  /** `related` is what the server answered for a lookup under `rel_{field}`: the looked-up rows' labels. */
  /** `row` is the whole record, for a value read against another of its fields (a checklist's template). */
  list: (
    value: unknown,
    lang: Lang,
    field?: Field,
    related?: unknown,
    row?: Record<string, unknown>,
  ) => ReactNode;
  detail: (
    value: unknown,
    lang: Lang,
    field?: Field,
    related?: unknown,
    row?: Record<string, unknown>,
  ) => ReactNode;
  form: ComponentType<FieldInputProps>;
  validate: 'eager' | 'aggressive';
  /** The value of a new record, when it is not simply empty. */
  initial?: unknown;
}
