import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Card, Statistic, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './dashboardTexts';

export interface FigureCardProps {
  testId: string;
  title: string;
  value: string;
  /** The change since `since`, already formatted with its sign; null when unknown. */
  change?: { amount: number | null; text: string; since: string };
  footer?: ReactNode;
}

/**
 * One headline figure with what it changed by since the previous period, up or down in words, with an arrow
 * and in the admin's green or red (both readable on white).
 */
export function FigureCard({ testId, title, value, change, footer }: FigureCardProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const amount = change?.amount ?? null;
  const color =
    amount === null || amount === 0
      ? token.colorTextSecondary
      : amount > 0
        ? token.colorPrimary
        : token.colorError;
  return (
    <Card size="small" data-testid={testId} style={{ height: '100%' }}>
      {/* Written in the page's language already: antd would read `1.000` as a decimal number. */}
      <Statistic title={title} value={value} formatter={() => value} />
      {change && amount !== null && (
        <Typography.Text style={{ color }} data-testid={`${testId}-change`}>
          {amount > 0 && <ArrowUpOutlined aria-hidden />}
          {amount < 0 && <ArrowDownOutlined aria-hidden />}{' '}
          {amount === 0
            ? t('dash.figures.noChange', { month: change.since })
            : `${change.text} ${t('dash.figures.since', { month: change.since })}`}
        </Typography.Text>
      )}
      {footer && <div>{footer}</div>}
    </Card>
  );
}
