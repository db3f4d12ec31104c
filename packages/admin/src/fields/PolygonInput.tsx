import { checkPolygon, type PolygonGeometry, type Position } from '@rimba/core';
import { Alert, Button, Flex, Input, Typography } from 'antd';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { webglSupported } from './MapInput';
import { useMapConfig } from './mapConfig';
import type { FieldInputProps } from './types';
import '../modules/texts';

const PolygonCanvas = lazy(() => import('./PolygonCanvas'));

/** The value as a shape when it is one the server would take. */
const shapeOf = (value: unknown): PolygonGeometry | null => {
  const checked = checkPolygon(value);
  return checked.ok ? checked.value : null;
};

const textOf = (value: unknown) =>
  value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);

/** A ring closed on its first corner, as GeoJSON wants it. */
const closed = (corners: Position[]): PolygonGeometry => ({
  type: 'Polygon',
  coordinates: [[...corners, corners[0]!]],
});

/** The outer ring of a one-polygon shape without its closing corner: the corners a click adds to. */
const cornersOf = (shape: PolygonGeometry | null): Position[] =>
  shape?.type === 'Polygon' ? (shape.coordinates[0] ?? []).slice(0, -1) : [];

function MapPlaceholder({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <Flex align="center" justify="center" style={{ height: 320 }} data-testid={`${testId}-loading`}>
      <Typography.Text type="secondary">{children}</Typography.Text>
    </Flex>
  );
}

/** A map with the shape, when the browser can draw one, or a note that it cannot. */
function ShapeMap(props: {
  shape: PolygonGeometry | null;
  draft: Position[];
  onCorner?: (at: Position) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const webgl = webglSupported();
  const config = useMapConfig(webgl);
  if (!webgl) {
    return (
      <Alert
        type="info"
        showIcon
        title={t('polygon.unsupported')}
        data-testid={`${props.testId}-unsupported`}
      />
    );
  }
  const loading = <MapPlaceholder testId={props.testId}>{t('map.loadingMap')}</MapPlaceholder>;
  if (config.isPending) return loading;
  return (
    <Suspense fallback={loading}>
      <PolygonCanvas {...props} styleUrl={config.data?.styleUrl ?? null} />
    </Suspense>
  );
}

/**
 * A shape drawn on the map, a corner per click (undo the last, or start again), or pasted as GeoJSON
 * (from a GPS walk or a GIS tool). Three corners make a polygon; the form checks it as the server does.
 */
export function PolygonInput({ value, onChange, onBlur, id, testId }: FieldInputProps) {
  const { t } = useTranslation();
  const shape = shapeOf(value);
  // Fewer than three corners are no shape yet: they are kept here until the third.
  const [draft, setDraft] = useState<Position[]>([]);
  const corners = draft.length > 0 ? draft : cornersOf(shape);
  const setCorners = (next: Position[]) => {
    if (next.length >= 3) {
      setDraft([]);
      onChange?.(closed(next));
    } else {
      setDraft(next);
      onChange?.(null);
    }
  };
  const typed = (text: string) => {
    setDraft([]);
    if (text.trim() === '') return onChange?.(null);
    try {
      onChange?.(JSON.parse(text));
    } catch {
      onChange?.(text);
    }
  };
  return (
    <div data-testid={testId}>
      <ShapeMap shape={shape} draft={draft} onCorner={(at) => setCorners([...corners, at])} testId={testId} />
      <Flex wrap gap="small" style={{ marginTop: 8 }}>
        <Button
          data-testid={`${testId}-undo`}
          disabled={corners.length === 0}
          onClick={() => setCorners(corners.slice(0, -1))}
        >
          {t('polygon.undo')}
        </Button>
        <Button
          data-testid={`${testId}-clear`}
          disabled={corners.length === 0 && !value}
          onClick={() => typed('')}
        >
          {t('polygon.clear')}
        </Button>
        <Typography.Text type="secondary">{t('polygon.hint')}</Typography.Text>
      </Flex>
      <Input.TextArea
        id={id}
        data-testid={`${testId}-geojson`}
        style={{ marginTop: 8, fontFamily: 'monospace' }}
        rows={3}
        placeholder={t('polygon.paste')}
        value={textOf(value)}
        onChange={(e) => typed(e.target.value)}
        onBlur={onBlur}
      />
    </div>
  );
}

const cornerCount = (shape: PolygonGeometry) =>
  (shape.type === 'Polygon' ? [shape.coordinates] : shape.coordinates)
    .flat()
    .reduce((sum, ring) => sum + ring.length - 1, 0);

function PolygonDetail({ shape }: { shape: PolygonGeometry }) {
  const { t } = useTranslation();
  return (
    <div data-testid="polygon-detail">
      <ShapeMap shape={shape} draft={[]} testId="polygon-detail" />
      <Typography.Text type="secondary">
        {t('polygon.corners', { count: cornerCount(shape) })}
      </Typography.Text>
    </div>
  );
}

export function polygonDetail(value: unknown): ReactNode {
  const shape = shapeOf(value);
  return shape ? <PolygonDetail shape={shape} /> : '-';
}

export function polygonList(value: unknown): ReactNode {
  const shape = shapeOf(value);
  return shape ? `${shape.type} (${cornerCount(shape)})` : '-';
}
