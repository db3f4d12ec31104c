import type { ChecklistContent, ChecklistKind } from '@rimba/core';

/** A template the demo content publishes as version 1 of its kind. */
export interface ChecklistTemplateSeed {
  kind: ChecklistKind;
  title: string;
  description: string;
  content: ChecklistContent;
}
