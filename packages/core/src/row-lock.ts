import type { Text } from './i18n.js';
import type { Resource } from './resource.js';
import { dayIn, isInLockPeriod } from './validation/rules.js';

const closedPeriod: Text = {
  id: 'Cut Off Peride Aktif: periode data ini sudah ditutup, data tidak dapat diubah atau dihapus lagi',
  en: 'Cut-off passed: the period of this record is closed, it can no longer be changed or deleted',
};

/**
 * Why a stored row can no longer be changed or deleted, or undefined when it can: its state is not one
 * its workflow leaves editable, or its date lies in a period already closed (a resource's `periodLock`).
 * The server refuses the change with this text; the admin hides the actions.
 */
export function rowLock(
  resource: Pick<Resource, 'workflow' | 'periodLock'>,
  row: Record<string, unknown>,
  today = dayIn(new Date()),
): Text | undefined {
  const workflow = resource.workflow;
  if (workflow?.editableIn && !workflow.editableIn.includes(String(row[workflow.field]))) {
    if (workflow.lockedMessage) return workflow.lockedMessage;
    const state = workflow.states.find((s) => s.value === row[workflow.field])?.label;
    return {
      id: `Data berstatus ${state?.id ?? row[workflow.field]} tidak dapat diubah atau dihapus`,
      en: `A record in state ${state?.en ?? row[workflow.field]} cannot be changed or deleted`,
    };
  }
  const lock = resource.periodLock;
  if (lock) {
    const value = row[lock.field];
    const day = value instanceof Date ? value : typeof value === 'string' ? value : undefined;
    if (day !== undefined && !isInLockPeriod(day, today)) return closedPeriod;
  }
  return undefined;
}
