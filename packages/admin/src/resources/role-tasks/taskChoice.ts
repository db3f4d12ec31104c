import { type TaskGroup, type Text, taskGroups } from '@rimba/core';

/** A task as the server lists it. */
export interface TaskRow {
  id: number;
  name: string;
  description?: string | null;
}

/** A task of the role editor: the server's id with the description core gives its name. */
export interface ChoiceTask {
  id: number;
  name: string;
  description: Text;
  readOnly: boolean;
}

export interface ChoiceGroup {
  key: string;
  title: Text;
  tasks: ChoiceTask[];
}

/** The group of tasks that are no resource's own: added by hand for custom checks. */
const otherTitle: Text = { id: 'Lainnya', en: 'Other' };

/**
 * The server's tasks grouped by module in menu order, each described by core; tasks that are no
 * resource's own come last, described by their stored description or their name.
 */
export function choiceGroups(
  rows: readonly TaskRow[],
  groups: readonly TaskGroup[] = taskGroups,
): ChoiceGroup[] {
  const byName = new Map(rows.map((row) => [row.name, row]));
  const placed = new Set<string>();
  const result: ChoiceGroup[] = [];
  for (const group of groups) {
    const tasks = group.tasks.flatMap((task) => {
      const row = byName.get(task.name);
      if (!row) return [];
      placed.add(task.name);
      return [{ id: row.id, name: task.name, description: task.description, readOnly: task.readOnly }];
    });
    if (tasks.length > 0) result.push({ key: group.resource, title: group.title, tasks });
  }
  const others = rows
    .filter((row) => !placed.has(row.name))
    .map((row) => {
      const text = row.description?.trim() || row.name;
      return { id: row.id, name: row.name, description: { id: text, en: text }, readOnly: false };
    });
  if (others.length > 0) result.push({ key: 'other', title: otherTitle, tasks: others });
  return result;
}

const folded = (text: string) => text.toLocaleLowerCase('id');

/**
 * The groups a search keeps: a module whose name matches (in either language) with all its tasks,
 * otherwise only the tasks whose description (either language) or code matches.
 */
export function searchGroups(groups: readonly ChoiceGroup[], term: string): ChoiceGroup[] {
  const wanted = folded(term.trim());
  if (!wanted) return [...groups];
  const has = (text: string) => folded(text).includes(wanted);
  return groups.flatMap((group) => {
    if (has(group.title.id) || has(group.title.en)) return [group];
    const tasks = group.tasks.filter(
      (task) => has(task.description.id) || has(task.description.en) || has(task.name),
    );
    return tasks.length > 0 ? [{ ...group, tasks }] : [];
  });
}

/** Whether every task of the group is chosen. */
export const allChosen = (group: ChoiceGroup, chosen: ReadonlySet<number>) =>
  group.tasks.every((task) => chosen.has(task.id));

/** Whether the group's chosen tasks are exactly its reading ones (and it has some). */
export const readOnlyChosen = (group: ChoiceGroup, chosen: ReadonlySet<number>) =>
  group.tasks.some((task) => task.readOnly) &&
  group.tasks.every((task) => chosen.has(task.id) === task.readOnly);

/**
 * The choice after switching a group: `all` on chooses every task, `readOnly` on only the reading ones;
 * off clears the group. Tasks the caller may not change (`changeable` false) stay as they were.
 */
export function switchGroup(
  group: ChoiceGroup,
  chosen: ReadonlySet<number>,
  level: 'all' | 'readOnly',
  on: boolean,
  changeable: (task: ChoiceTask) => boolean,
): Set<number> {
  const next = new Set(chosen);
  for (const task of group.tasks) {
    if (!changeable(task)) continue;
    if (on && (level === 'all' || task.readOnly)) next.add(task.id);
    else next.delete(task.id);
  }
  return next;
}
