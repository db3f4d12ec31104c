import { type Field, validateRecord } from '@rimba/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError, type FieldErrors } from '../../api/client';
import { dataProvider, queryKeys, type Row } from '../../api/dataProvider';
import { useFeedback } from '../../feedback/useFeedback';
import { useLang } from '../../i18n';
import type { AdminModule } from '../config';
import { useViewNavigation } from '../viewQuery';

export type FormMode = 'create' | 'update';

/** How a form brings its first error into view: in the middle of the screen, its input focused. */
export const scrollToError = { block: 'center', focus: true } as const;

/** The first field, in the form's order, of those with an error. */
export function firstErrorField(fields: readonly Field[], names: Iterable<string>): string | undefined {
  const failed = new Set(names);
  return fields.find((f) => failed.has(f.name))?.name;
}

/**
 * The headless create/update form. Submitting validates with the core rules (trimmed, parsed as the
 * server will store them), sends the values (on update with the record's id), then shows the
 * success toast and goes on (admin spec §2): to the configured redirect route, else to the saved row's
 * detail, or to the list when detail is hidden — unless `onSaved` says otherwise (a form in a dialog).
 * Field errors of a 422 answer go under their fields; a sub-record's go under its sub-form.
 */
export function useFormController(
  module: AdminModule,
  mode: FormMode,
  form: FormInstance,
  record?: Row,
  onSaved?: (row: Row) => void,
) {
  const { resource } = module;
  const { t } = useTranslation();
  const lang = useLang();
  const go = useViewNavigation();
  const navigate = useNavigate();
  const feedback = useFeedback();
  const queryClient = useQueryClient();

  const showFieldErrors = (errors: FieldErrors): boolean => {
    // `plantings.1.count` is the count of the second sub-record: shown under its sub-form, numbered.
    const byField = new Map<string, string>();
    for (const [key, messages] of Object.entries(errors)) {
      const [name = key, index, ...rest] = key.split('.');
      if (!resource.fieldsByName.get(name)?.form || byField.has(name)) continue;
      const message = messages[0] ?? '';
      byField.set(name, rest.length > 0 ? `#${Number(index) + 1}: ${message}` : message);
    }
    form.setFields([...byField].map(([name, message]) => ({ name, errors: [message] })));
    const first = firstErrorField(resource.fields, byField.keys());
    if (first) form.scrollToField(first, scrollToError);
    return byField.size > 0;
  };

  const save = useMutation({
    mutationFn: (values: Record<string, unknown>) =>
      mode === 'create' || !record
        ? dataProvider.create(module.api, { data: values })
        : dataProvider.update(module.api, { data: { id: record.id, ...values } }),
    onSuccess: async ({ data, secret, warnings }) => {
      queryClient.setQueryData(queryKeys.one(resource.name, data.id), data);
      await queryClient.invalidateQueries({ queryKey: queryKeys.lists(resource.name) });
      const title = module.title[lang];
      feedback.success(t(mode === 'create' ? 'feedback.created' : 'feedback.updated', { title }));
      if (secret) feedback.secret(secret);
      for (const warning of warnings ?? []) feedback.warning(warning);
      if (onSaved) onSaved(data);
      // Back to this module's own list keeps its search, sort and page.
      else if (module.redirectAfterForm === module.route) go('list');
      else if (module.redirectAfterForm) navigate(module.redirectAfterForm);
      else if (module.hide.detail) go('list');
      else go('detail', data.id);
    },
    onError: (error) => {
      if (error instanceof ApiError && showFieldErrors(error.errors)) return;
      feedback.error(error.message);
    },
  });

  const submit = (input: Record<string, unknown>) => {
    const { values, errors } = validateRecord(resource, input, lang, mode);
    if (!showFieldErrors(errors)) save.mutate(values);
  };

  return { submit, saving: save.isPending };
}
