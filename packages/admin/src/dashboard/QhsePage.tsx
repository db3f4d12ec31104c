import {
  type ChecklistKind,
  checklistKindNames,
  checklistKinds,
  complaintStates,
  correctiveActions,
  formatDate,
  type Lang,
  unfinishedActionStates,
} from '@rimba/core';
import { Alert, Card, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLang } from '../i18n';
import { ChartPanel } from './ChartPanel';
import { useFilters } from './DashboardFilters';
import { DashboardScreen } from './DashboardScreen';
import { FigureCards } from './FigureCard';
import { monthName, num } from './format';
import { screenSources } from './useDashboard';

export interface QhseScore {
  kind: ChecklistKind;
  unit_id: number;
  unit: string | null;
  period: string;
  mean_score_pct: number | null;
  count: number;
}

export interface OverdueAction {
  id: number;
  finding: string;
  reference: string | null;
  owner: string | null;
  due_date: string;
  days_late: number;
}

export interface QhseOverview {
  scores: QhseScore[] | null;
  actions: { by_state: Record<string, number>; overdue: number; most_overdue: OverdueAction[] } | null;
  complaints: {
    by_state: Record<string, number>;
    resolved: number;
    mean_resolve_hours: number | null;
  } | null;
}

const sum = (counts: Record<string, number>, states: readonly string[]) =>
  states.reduce((total, s) => total + (counts[s] ?? 0), 0);

/** Where a corrective action's detail opens in the admin. */
const actionDetail = (id: number) =>
  `/${correctiveActions.menu.module}${correctiveActions.menu.path}?view=detail&id=${id}`;

function Figures({ data, lang }: { data: QhseOverview; lang: Lang }) {
  const { t } = useTranslation();
  const noAccess = t('dash.qhse.noAccess');
  const { actions, complaints } = data;
  const cards = [
    {
      key: 'open-actions',
      title: t('dash.qhse.openActions'),
      value: actions ? num(sum(actions.by_state, unfinishedActionStates), lang) : '-',
      footer: actions ? undefined : noAccess,
    },
    {
      key: 'overdue-actions',
      title: t('dash.qhse.overdueActions'),
      value: actions ? num(actions.overdue, lang) : '-',
      alert: (actions?.overdue ?? 0) > 0,
      footer: actions ? undefined : noAccess,
    },
    {
      key: 'open-complaints',
      title: t('dash.qhse.openComplaints'),
      value: complaints ? num(sum(complaints.by_state, ['received', 'investigating']), lang) : '-',
      footer: complaints ? undefined : noAccess,
    },
    {
      key: 'resolve-hours',
      title: t('dash.qhse.resolveHours'),
      value:
        !complaints || complaints.mean_resolve_hours === null
          ? '-'
          : t('dash.qhse.hours', { hours: num(complaints.mean_resolve_hours, lang) }),
      footer: complaints ? t('dash.qhse.resolvedCount', { count: num(complaints.resolved, lang) }) : noAccess,
    },
  ];
  return <FigureCards cards={cards} />;
}

/** The mean score of each unit per period, for the kind chosen (else the first kind with scores). */
function Scores({ scores, chosen, lang }: { scores: QhseScore[]; chosen?: string; lang: Lang }) {
  const { t } = useTranslation();
  const kind =
    checklistKindNames.find((k) => k === chosen) ??
    checklistKindNames.find((k) => scores.some((s) => s.kind === k));
  const rows = scores.filter((s) => s.kind === kind);
  const periods = [...new Set(rows.map((s) => s.period))].sort();
  const units = [...new Map(rows.map((s) => [s.unit_id, s.unit ?? String(s.unit_id)])).entries()];
  const percent = (value: number | null) => (value === null ? '-' : `${num(value, lang)}%`);
  return (
    <ChartPanel
      screen="qhse"
      chart="scores"
      title={kind ? t('dash.qhse.scores', { kind: checklistKinds[kind][lang] }) : t('dash.qhse.scoresNone')}
      categoryTitle={t('dash.qhse.period')}
      categories={periods.map((p) => monthName(p, lang))}
      series={units.map(([id, name]) => ({
        key: `unit-${id}`,
        name,
        kind: 'line',
        summed: false,
        format: percent,
        values: periods.map(
          (p) => rows.find((s) => s.unit_id === id && s.period === p)?.mean_score_pct ?? null,
        ),
      }))}
    />
  );
}

function MostOverdue({ actions, lang }: { actions: OverdueAction[]; lang: Lang }) {
  const { t } = useTranslation();
  return (
    <Card title={t('dash.qhse.mostOverdue')} data-testid="qhse-most-overdue">
      {/* A table wider than a phone scrolls inside a region the keyboard can reach and scroll. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus */}
      <section aria-label={t('dash.qhse.mostOverdue')} tabIndex={0} style={{ overflowX: 'auto' }}>
        <Table<OverdueAction>
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={actions}
          locale={{ emptyText: t('dash.qhse.noOverdue') }}
          columns={[
            {
              key: 'finding',
              title: t('dash.qhse.finding'),
              render: (_, a) => <Link to={actionDetail(a.id)}>{a.finding}</Link>,
            },
            { key: 'reference', title: t('dash.qhse.reference'), render: (_, a) => a.reference ?? '-' },
            { key: 'owner', title: t('dash.qhse.owner'), render: (_, a) => a.owner ?? '-' },
            {
              key: 'due',
              title: t('dash.qhse.dueDate'),
              render: (_, a) => formatDate(a.due_date, lang),
            },
            {
              key: 'late',
              title: t('dash.qhse.daysLate'),
              align: 'right',
              render: (_, a) => num(a.days_late, lang),
            },
          ]}
        />
      </section>
    </Card>
  );
}

/**
 * QHSE (/dashboard/qhse): the open and overdue corrective actions, the complaints open and the mean time
 * to resolve one, the mean appraisal scores of each unit per period, the most overdue actions (each
 * opening its detail) and the complaints by state. A part the user may not read says so.
 */
export default function QhsePage() {
  const { t } = useTranslation();
  const lang = useLang();
  const filters = useFilters(screenSources.qhse.filters);
  const noAccess = (testId: string) => (
    <Alert type="info" showIcon title={t('dash.qhse.noAccess')} data-testid={testId} />
  );
  return (
    <DashboardScreen<QhseOverview> screen="qhse">
      {(data) => (
        <>
          <Figures data={data} lang={lang} />
          {data.scores ? (
            <Scores scores={data.scores} chosen={filters.kind} lang={lang} />
          ) : (
            noAccess('qhse-scores-hidden')
          )}
          {data.actions && <MostOverdue actions={data.actions.most_overdue} lang={lang} />}
          {data.complaints && (
            <ChartPanel
              screen="qhse"
              chart="complaints"
              title={t('dash.qhse.complaints')}
              categoryTitle={t('dash.qhse.state')}
              categories={complaintStates.map((s) => s.label[lang])}
              series={[
                {
                  key: 'count',
                  name: t('dash.qhse.count'),
                  values: complaintStates.map((s) => data.complaints!.by_state[s.value] ?? 0),
                },
              ]}
            />
          )}
        </>
      )}
    </DashboardScreen>
  );
}
