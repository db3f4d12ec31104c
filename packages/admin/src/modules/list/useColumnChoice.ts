import { type Field, fieldTypes } from '@rimba/core';
import { useState } from 'react';
import { useSession } from '../../auth/session';
import type { AdminModule } from '../config';
import { useShownFields } from '../display';

/** How many fields a table shows by default when its module declares no columns. */
export const defaultColumnCount = 6;

/**
 * Structured values (lists of files or choices, ranges) do not fit a cell. Long text reaches a list only
 * when its definition asks for it there: the core leaves it out of lists otherwise.
 */
const fitsCell = (field: Field) => fieldTypes[field.type].column !== 'jsonb';

/**
 * The columns a table shows before a user chooses: those the module declares, else the first few fields
 * that fit a cell, and the workflow's state wherever it stands.
 */
export function defaultColumns(module: AdminModule, fields: readonly Field[]): Set<string> {
  if (module.columns) return new Set(module.columns);
  const state = module.resource.workflow?.field;
  const first = fields.filter(fitsCell).slice(0, defaultColumnCount);
  return new Set([...first.map((field) => field.name), ...(state ? [state] : [])]);
}

/** A user's choice of columns: shown or hidden by name; a field not named keeps the default. */
type Choice = Record<string, boolean>;

const storageKey = (userId: number | undefined, route: string) => `rimba.columns.${userId ?? 0}${route}`;

function readChoice(key: string): Choice {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key) ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter(([, shown]) => typeof shown === 'boolean'));
  } catch {
    return {};
  }
}

/**
 * The columns of a module's table: every field the list may show, those shown by the user's choice or
 * else by default, and the changes. The choice is kept in this browser for the user and the module.
 */
export function useColumnChoice(module: AdminModule) {
  const fields = useShownFields(module, 'list');
  const key = storageKey(useSession()?.profile.id, module.route);
  const [saved, setSaved] = useState(() => ({ key, choice: readChoice(key) }));
  const choice = saved.key === key ? saved.choice : readChoice(key);
  const byDefault = defaultColumns(module, fields);
  const isShown = (name: string) => choice[name] ?? byDefault.has(name);
  const save = (next: Choice) => {
    if (Object.keys(next).length) localStorage.setItem(key, JSON.stringify(next));
    else localStorage.removeItem(key);
    setSaved({ key, choice: next });
  };
  return {
    /** The fields the column dialog offers. */
    fields,
    shown: fields.filter((field) => isShown(field.name)),
    isShown,
    /** Whether the user's choice differs from the default. */
    chosen: fields.some((field) => isShown(field.name) !== byDefault.has(field.name)),
    show: (name: string, shown: boolean) => {
      const { [name]: _, ...others } = choice;
      save(shown === byDefault.has(name) ? others : { ...others, [name]: shown });
    },
    reset: () => save({}),
  };
}

export type ColumnChoice = ReturnType<typeof useColumnChoice>;
