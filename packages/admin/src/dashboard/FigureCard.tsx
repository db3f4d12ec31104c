import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Card, Col, Row, Statistic, Typography, theme } from 'antd';
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
  /** A figure that calls for attention (overdue work) shows in the error colour. */
  alert?: boolean;
}

/**
 * One headline figure with what it changed by since the previous period, up or down in words, with an arrow
 * and in the admin's green or red (both readable on white).
 */
export function FigureCard({ testId, title, value, change, footer, alert }: FigureCardProps) {
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
      <Statistic
        title={title}
        value={value}
        formatter={() => value}
        styles={alert ? { content: { color: token.colorError } } : undefined}
      />
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

/** Headline figures side by side: four to a row on a laptop, two on a tablet, one on a phone. */
export function FigureCards({ cards }: { cards: ({ key: string } & Omit<FigureCardProps, 'testId'>)[] }) {
  return (
    <Row gutter={[16, 16]}>
      {cards.map(({ key, ...card }) => (
        <Col key={key} xs={24} sm={12} lg={6}>
          <FigureCard testId={`figure-${key}`} {...card} />
        </Col>
      ))}
    </Row>
  );
}
