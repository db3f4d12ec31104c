import { type Resource, validateRecord } from '@rimba/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError, type FieldErrors } from '../../api/client';
import { dataProvider, queryKeys, type Row } from '../../api/dataProvider';
import { useFeedback } from '../../feedback/useFeedback';
import { useLang } from '../../i18n';
import { useViewNavigation } from '../viewQuery';

export type FormMode = 'create' | 'update';

/**
 * The headless create/update form. Submitting validates with the core rules (trimmed, parsed as the
 * server will store them), sends the values (on update merged over the loaded record), then shows the
 * success toast and opens the saved record. Field errors of a 422 answer go under their fields.
 */
export function useFormController(resource: Resource, mode: FormMode, form: FormInstance, record?: Row) {
  const { t } = useTranslation();
  const lang = useLang();
  const go = useViewNavigation();
  const feedback = useFeedback();
  const queryClient = useQueryClient();

  const showFieldErrors = (errors: FieldErrors): boolean => {
    const known = Object.entries(errors).filter(([name]) => resource.fieldsByName.get(name)?.form);
    form.setFields(known.map(([name, messages]) => ({ name, errors: messages.slice(0, 1) })));
    return known.length > 0;
  };

  const save = useMutation({
    mutationFn: (values: Record<string, unknown>) =>
      mode === 'create' || !record
        ? dataProvider.create(resource.name, { data: values })
        : dataProvider.update(resource.name, { data: { ...record, ...values } }),
    onSuccess: async ({ data }) => {
      queryClient.setQueryData(queryKeys.one(resource.name, data.id), data);
      await queryClient.invalidateQueries({ queryKey: queryKeys.lists(resource.name) });
      const title = resource.title[lang];
      feedback.success(t(mode === 'create' ? 'feedback.created' : 'feedback.updated', { title }));
      go('detail', data.id);
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
