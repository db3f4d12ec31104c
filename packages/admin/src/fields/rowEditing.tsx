import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Col, Flex, Input, InputNumber, Row } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The list with one item moved by `delta` places (kept inside the list). */
export function moved<T>(list: readonly T[], index: number, delta: number): T[] {
  const to = Math.max(0, Math.min(list.length - 1, index + delta));
  const next = [...list];
  const [item] = next.splice(index, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/** The list with the item at `index` replaced. */
export const replaced = <T,>(list: readonly T[], index: number, item: T): T[] =>
  list.map((old, i) => (i === index ? item : old));

/** The list without the item at `index`. */
export const without = <T,>(list: readonly T[], index: number): T[] => list.filter((_, i) => i !== index);

const labelStyle: CSSProperties = { display: 'block', fontSize: 12, marginBottom: 2 };

/** An input with its own visible label, in a column that takes the whole width on a phone. */
export function Labeled({
  id,
  label,
  md = 6,
  children,
}: {
  id: string;
  label: string;
  md?: number;
  children: ReactNode;
}) {
  return (
    <Col xs={24} sm={12} md={md}>
      <label htmlFor={id} style={labelStyle}>
        {label}
      </label>
      {children}
    </Col>
  );
}

/** A code or a stored value: one line of at most 32 characters, with its label. */
export function CodeCell({
  id,
  label,
  value,
  onChange,
  md = 4,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  md?: number;
}) {
  return (
    <Labeled id={id} label={label} md={md}>
      <Input id={id} value={value} maxLength={32} onChange={(e) => onChange(e.target.value)} />
    </Labeled>
  );
}

/** A number with its label, 0 once cleared: the content always holds numbers. */
export function NumberCell({
  id,
  label,
  value,
  onChange,
  md = 4,
  min = 0,
  max = 100,
  integer = false,
}: {
  id: string;
  label: string;
  value: number;
  onChange: (value: number) => void;
  md?: number;
  min?: number;
  max?: number;
  integer?: boolean;
}) {
  return (
    <Labeled id={id} label={label} md={md}>
      <InputNumber
        id={id}
        min={min}
        max={max}
        {...(integer && { precision: 0 })}
        value={value}
        style={{ width: '100%' }}
        onChange={(next) => onChange(next ?? 0)}
      />
    </Labeled>
  );
}

/** Buttons that move an item up or down its list or remove it, each named with the item. */
export function RowButtons({
  name,
  index,
  count,
  onChange,
  testId,
}: {
  name: string;
  index: number;
  count: number;
  onChange: (change: { move: number } | 'remove') => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Flex gap={4} justify="end">
      <Button
        size="small"
        icon={<ArrowUpOutlined />}
        aria-label={t('template.moveUp', { name })}
        disabled={index === 0}
        onClick={() => onChange({ move: -1 })}
      />
      <Button
        size="small"
        icon={<ArrowDownOutlined />}
        aria-label={t('template.moveDown', { name })}
        disabled={index === count - 1}
        onClick={() => onChange({ move: 1 })}
      />
      <Button
        size="small"
        danger
        icon={<DeleteOutlined />}
        aria-label={t('template.remove', { name })}
        data-testid={`${testId}-remove`}
        onClick={() => onChange('remove')}
      />
    </Flex>
  );
}

const rowStyle: CSSProperties = {
  border: '1px solid rgba(5, 5, 5, 0.06)',
  borderRadius: 8,
  padding: 8,
  marginBottom: 8,
};

/**
 * A list of items edited in place: each item's inputs in a bordered row with buttons to move or remove
 * it, and a button that adds one at the end.
 */
export function RowList<T>({
  items,
  onChange,
  nameOf,
  make,
  addLabel,
  testId,
  children,
}: {
  items: readonly T[];
  onChange: (items: T[]) => void;
  nameOf: (item: T, index: number) => string;
  make: (items: readonly T[]) => T;
  addLabel: string;
  testId: string;
  children: (item: T, set: (item: T) => void, index: number) => ReactNode;
}) {
  return (
    <div data-testid={testId}>
      {items.map((item, index) => (
        // Items have no identity of their own; their inputs are controlled, so position is enough.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <div key={index} style={rowStyle} data-testid={`${testId}-${index}`}>
          <Row gutter={[8, 8]} align="bottom">
            {children(item, (next) => onChange(replaced(items, index, next)), index)}
          </Row>
          <RowButtons
            name={nameOf(item, index)}
            index={index}
            count={items.length}
            testId={`${testId}-${index}`}
            onChange={(change) =>
              onChange(change === 'remove' ? without(items, index) : moved(items, index, change.move))
            }
          />
        </div>
      ))}
      <Button
        type="dashed"
        icon={<PlusOutlined />}
        data-testid={`${testId}-add`}
        onClick={() => onChange([...items, make(items)])}
      >
        {addLabel}
      </Button>
    </div>
  );
}
