import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Collapse, Flex, Input, Skeleton, Switch, Tooltip, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, request } from '../../api/client';
import { useCanCheck } from '../../auth/session';
import { useFeedback } from '../../feedback/useFeedback';
import { useLang } from '../../i18n';
import type { MappingViewProps } from '../../modules/config';
import {
  allChosen,
  type ChoiceGroup,
  type ChoiceTask,
  choiceGroups,
  readOnlyChosen,
  searchGroups,
  switchGroup,
  type TaskRow,
} from './taskChoice';
import './texts';

const sameSet = (a: ReadonlySet<number>, b: ReadonlySet<number>) =>
  a.size === b.size && [...a].every((x) => b.has(x));

/**
 * A role's tasks, module by module, each described in the user's language with its code: a module is
 * switched whole ("all") or to reading only, a search finds modules and tasks in either language or by
 * code, and one save sends the whole choice. Tasks the user does not hold are shown but cannot be
 * changed: the server refuses them too.
 */
export default function RoleTasksEditor({ module, mapping, id, canSwitch }: MappingViewProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const can = useCanCheck();
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  const path = `/${module.resource.name}/${id}/mapping/${mapping.name}/linked`;
  const key = [module.resource.name, 'mapping', id, mapping.name, 'linked'] as const;
  const tasks = useQuery({
    queryKey: [mapping.target, 'dataset', 'all'],
    queryFn: () => request<{ data: TaskRow[] }>(`/${mapping.target}/dataset`, { query: { limit: 1000 } }),
  });
  const linked = useQuery({
    queryKey: key,
    queryFn: () => request<{ data: { ids: number[] } }>(path),
  });
  const stored = useMemo(() => new Set(linked.data?.data.ids ?? []), [linked.data]);
  const groups = useMemo(() => choiceGroups(tasks.data?.data ?? []), [tasks.data]);
  const [edited, setEdited] = useState<ReadonlySet<number> | null>(null);
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);

  const failure = tasks.error ?? linked.error;
  if (failure) {
    return <Alert type="error" showIcon title={t('roleTasks.loadFailed', { message: failure.message })} />;
  }
  if (!tasks.data || !linked.data) return <Skeleton active />;

  const chosen = edited ?? stored;
  const changes =
    [...chosen].filter((x) => !stored.has(x)).length + [...stored].filter((x) => !chosen.has(x)).length;
  const changeable = (task: ChoiceTask) => canSwitch && can(task.name);
  const choose = (next: ReadonlySet<number>) => setEdited(sameSet(next, stored) ? null : next);
  const shown = searchGroups(groups, search);
  const total = groups.reduce((sum, g) => sum + g.tasks.length, 0);

  const save = async () => {
    setSaving(true);
    try {
      const answer = await request<{ data: { ids: number[] }; message: string }>(path, {
        method: 'PUT',
        body: { ids: [...chosen] },
      });
      queryClient.setQueryData(key, { data: answer.data });
      await queryClient.invalidateQueries({ queryKey: [module.resource.name, 'mapping', id, mapping.name] });
      setEdited(null);
      feedback.success(answer.message);
    } catch (error) {
      feedback.error(error instanceof ApiError || error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  };

  const groupSwitches = (group: ChoiceGroup) => {
    const title = group.title[lang];
    const locked = !group.tasks.some(changeable);
    const levels: { level: 'all' | 'readOnly'; on: boolean; testId: string }[] = [
      { level: 'all', on: allChosen(group, chosen), testId: 'group-all' },
    ];
    if (group.tasks.some((task) => task.readOnly))
      levels.push({ level: 'readOnly', on: readOnlyChosen(group, chosen), testId: 'group-read' });
    return (
      // The switches sit in the panel's header beside its title; using them does not open the panel.
      <Flex gap="middle" wrap onClick={(e) => e.stopPropagation()} onKeyDown={(e) => e.stopPropagation()}>
        {levels.map(({ level, on, testId }) => (
          <Flex key={level} gap={4} align="center">
            <Switch
              size="small"
              checked={on}
              disabled={locked}
              aria-label={t(`roleTasks.${level}Of`, { module: title })}
              data-testid={`${testId}-${group.key}`}
              onChange={(next) => choose(switchGroup(group, chosen, level, next, changeable))}
            />
            <Typography.Text aria-hidden>{t(`roleTasks.${level}`)}</Typography.Text>
          </Flex>
        ))}
      </Flex>
    );
  };

  const taskLine = (task: ChoiceTask) => {
    const allowed = changeable(task);
    const toggle = (
      <Switch
        size="small"
        checked={chosen.has(task.id)}
        disabled={!allowed}
        aria-label={task.description[lang]}
        data-testid={`task-switch-${task.name}`}
        onChange={(on) => {
          const next = new Set(chosen);
          if (on) next.add(task.id);
          else next.delete(task.id);
          choose(next);
        }}
      />
    );
    return (
      <Flex key={task.id} gap="small" align="center" wrap data-testid={`task-${task.name}`}>
        {allowed || !canSwitch ? toggle : <Tooltip title={t('roleTasks.notHeld')}>{toggle}</Tooltip>}
        <Typography.Text>{task.description[lang]}</Typography.Text>
        <Typography.Text code>{task.name}</Typography.Text>
      </Flex>
    );
  };

  const searching = search.trim() !== '';
  return (
    <Flex vertical gap="middle" data-testid={`mapping-${mapping.name}`}>
      <Flex gap="small" wrap align="center" justify="space-between">
        <Input
          type="search"
          allowClear
          value={search}
          style={{ maxWidth: 360 }}
          placeholder={t('roleTasks.search')}
          aria-label={t('roleTasks.search')}
          data-testid="task-search"
          onChange={(e) => setSearch(e.target.value)}
        />
        <Typography.Text data-testid="task-count">
          {t('roleTasks.chosen', { count: chosen.size, total })}
        </Typography.Text>
      </Flex>
      {shown.length === 0 ? (
        <Typography.Text>{t('roleTasks.none', { search: search.trim() })}</Typography.Text>
      ) : (
        <Collapse
          size="small"
          collapsible="header"
          activeKey={searching ? shown.map((g) => g.key) : open}
          onChange={(keys) => {
            if (!searching) setOpen(Array.isArray(keys) ? keys : [keys]);
          }}
          items={shown.map((group) => ({
            key: group.key,
            label: (
              <span data-testid={`group-${group.key}`}>
                {group.title[lang]}{' '}
                <Typography.Text>
                  {group.tasks.filter((task) => chosen.has(task.id)).length}/{group.tasks.length}
                </Typography.Text>
              </span>
            ),
            extra: groupSwitches(group),
            children: (
              <Flex vertical gap="small">
                {group.tasks.map(taskLine)}
              </Flex>
            ),
          }))}
        />
      )}
      {canSwitch && (
        <Flex gap="small" wrap align="center" justify="flex-end">
          {changes > 0 && (
            <Typography.Text strong data-testid="task-changes">
              {t('roleTasks.unsaved', { count: changes })}
            </Typography.Text>
          )}
          <Button disabled={changes === 0 || saving} onClick={() => setEdited(null)} data-testid="task-reset">
            {t('roleTasks.reset')}
          </Button>
          <Button
            type="primary"
            loading={saving}
            disabled={changes === 0}
            onClick={() => void save()}
            data-testid="task-save"
          >
            {t('roleTasks.save')}
          </Button>
        </Flex>
      )}
    </Flex>
  );
}
