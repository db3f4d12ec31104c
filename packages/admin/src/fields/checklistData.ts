import { type ChecklistAnswers, type ChecklistContent, checklistLimits, type Field } from '@rimba/core';
import { useQuery } from '@tanstack/react-query';
import { dataProvider, type ListQuery, queryKeys } from '../api/dataProvider';

const templates = 'checklist-templates';
const templateApi = {
  list: `/${templates}/list`,
  show: (id: number) => `/${templates}/${id}/show`,
};

/** A checklist template version as an input or a display reads it. */
export interface ChecklistTemplate {
  id: number;
  title: string;
  content: ChecklistContent;
}

/** A stored id (a number or its text), or null when there is none. */
export const idOf = (value: unknown): number | null => {
  const n = Number(value);
  return value !== null && value !== '' && Number.isInteger(n) && n > 0 ? n : null;
};

/** An appraisal's level as the template counts levels: the select stores its value as text. */
export const levelOf = (value: unknown): number | null =>
  value === null || value === undefined || value === '' || Number.isNaN(Number(value)) ? null : Number(value);

/** A checklist field's value as answers: an object, else none. */
export const answersOf = (value: unknown): ChecklistAnswers =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as ChecklistAnswers) : {};

/** One template version by id, shared with the templates' own module through its record key. */
export function useChecklistTemplate(id: number | null) {
  return useQuery({
    queryKey: queryKeys.one(templates, id ?? 0),
    enabled: id !== null,
    queryFn: () => dataProvider.getOne(templateApi, { id: id ?? 0 }),
    select: (row): ChecklistTemplate => ({
      id: row.id,
      title: String(row.title ?? ''),
      content: row.content as ChecklistContent,
    }),
  });
}

/** The newest published version of a kind, asked only while `enabled`; null when none is published. */
export function useNewestTemplate(kind: string, enabled: boolean) {
  const query: ListQuery = {
    page: 1,
    limit: 1,
    order: 'version',
    sort: 'DESC',
    filters: { kind, status: 'published' },
  };
  return useQuery({
    queryKey: queryKeys.list(templates, query),
    enabled,
    queryFn: () => dataProvider.getList(templateApi, query),
    select: (result) => result.data[0] ?? null,
  });
}

/** Evidence photos of answers are uploaded for the checklist field itself; the server takes images below 10 MB. */
const photoFields = new WeakMap<Field, Field>();
export function photoFieldOf(field: Field): Field {
  let photos = photoFields.get(field);
  if (!photos) {
    photos = { ...field, type: 'images', accept: 'image/*', maxSizeMb: 10, maxFiles: checklistLimits.photos };
    photoFields.set(field, photos);
  }
  return photos;
}
