import { correctiveActions } from '@rimba/core';
import { adminPart } from '../modules/part';

/** An action past its due date and not done stands out in red wherever it is shown. */
const overdue = { tags: { true: { label: { id: 'Terlambat', en: 'Overdue' }, color: 'red' } } };

export const correctiveActionsAdmin = adminPart(correctiveActions, {
  config: { fields: { overdue: { list: overdue, detail: overdue } } },
});
