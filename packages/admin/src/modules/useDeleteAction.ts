import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { dataProvider, queryKeys, type Row } from '../api/dataProvider';
import { useFeedback } from '../feedback/useFeedback';
import type { AdminModule } from './config';

/**
 * Deleting a row (admin spec §8): asks 'Hapus Permanen' first; on success shows the server's message
 * and reloads the lists; on failure shows the error alert.
 */
export function useDeleteAction(module: AdminModule, onDeleted?: () => void): (row: Row) => void {
  const { resource } = module;
  const { t } = useTranslation();
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  return (row) =>
    feedback.confirm(t('feedback.deleteTitle'), t('feedback.deleteText'), async () => {
      try {
        const { message } = await dataProvider.delete(module.api, { row });
        queryClient.removeQueries({ queryKey: queryKeys.one(resource.name, row.id) });
        await queryClient.invalidateQueries({ queryKey: queryKeys.lists(resource.name) });
        feedback.success(message);
        onDeleted?.();
      } catch (error) {
        feedback.error(error instanceof Error ? error.message : String(error));
      }
    });
}
