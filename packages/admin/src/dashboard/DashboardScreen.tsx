import { Alert, Card, Flex, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { DashboardFilters } from './DashboardFilters';
import { type Screen, screenSources, useDashboard } from './useDashboard';
import './dashboardTexts';

/**
 * A dashboard screen: its filters, then its figures once the server has answered them for those filters —
 * a skeleton while the first answer comes, the server's message when it refuses.
 */
export function DashboardScreen<T>({
  screen,
  children,
}: {
  screen: Screen;
  children: (data: T) => ReactNode;
}) {
  const query = useDashboard<T>(screen);
  return (
    <Flex vertical gap={16} data-testid={`dashboard-${screen}`}>
      <Card size="small">
        <DashboardFilters keys={screenSources[screen].filters} />
      </Card>
      {query.isError ? (
        <Alert type="error" showIcon title={query.error.message} data-testid="dashboard-error" />
      ) : query.data === undefined ? (
        <Card>
          <Skeleton active paragraph={{ rows: 6 }} />
        </Card>
      ) : (
        <div aria-busy={query.isFetching} style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
          <Flex vertical gap={16}>
            {children(query.data)}
          </Flex>
        </div>
      )}
    </Flex>
  );
}
