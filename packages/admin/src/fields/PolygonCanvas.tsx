import type { PolygonGeometry, Position } from '@rimba/core';
import type { GeoJSONSource, Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useRef } from 'react';
import { adminMap } from './adminMap.js';

export interface PolygonCanvasProps {
  /** The shape shown, or null. */
  shape: PolygonGeometry | null;
  /** The corners being drawn, not yet a shape (fewer than three). */
  draft: Position[];
  /** The server's MAP_STYLE_URL; null draws the bundled offline basemap. */
  styleUrl: string | null;
  /** A click on the map while drawing; absent, the map only shows the shape. */
  onCorner?: (at: Position) => void;
  testId: string;
}

const source = 'polygon-field';
const green = '#2f7d32';

const featuresOf = (shape: PolygonGeometry | null, draft: Position[]) => ({
  type: 'FeatureCollection' as const,
  features: [
    ...(shape ? [{ type: 'Feature' as const, properties: {}, geometry: shape }] : []),
    ...draft.map((corner) => ({
      type: 'Feature' as const,
      properties: {},
      geometry: { type: 'Point' as const, coordinates: corner },
    })),
  ],
});

/** The corners' extent, to bring the whole shape into view. */
function boundsOf(shape: PolygonGeometry | null, draft: Position[]): [Position, Position] | null {
  const rings = shape ? (shape.type === 'Polygon' ? [shape.coordinates] : shape.coordinates).flat() : [];
  const corners = [...rings.flat(), ...draft];
  if (corners.length === 0) return null;
  const xs = corners.map((c) => c[0]);
  const ys = corners.map((c) => c[1]);
  return [
    [Math.min(...xs), Math.min(...ys)],
    [Math.max(...xs), Math.max(...ys)],
  ];
}

/**
 * The MapLibre part of the polygon field, loaded lazily with maplibre-gl: the shape as a filled area,
 * the corners being drawn as dots, and each click a corner. Drawn with MapLibre's own layers: no drawing
 * library is needed for adding corners one by one.
 */
export default function PolygonCanvas({ shape, draft, styleUrl, onCorner, testId }: PolygonCanvasProps) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<MapLibreMap | null>(null);
  const corner = useRef(onCorner);
  corner.current = onCorner;
  const latest = useRef({ shape, draft });
  latest.current = { shape, draft };
  const initial = useRef({ styleUrl, bounds: boundsOf(shape, draft) });

  useEffect(() => {
    if (!container.current) return;
    const start = initial.current;
    const instance = adminMap(container.current, start.styleUrl);
    if (start.bounds) instance.fitBounds(start.bounds, { padding: 32, maxZoom: 16, duration: 0 });
    instance.on('load', () => {
      instance.addSource(source, {
        type: 'geojson',
        data: featuresOf(latest.current.shape, latest.current.draft),
      });
      instance.addLayer({
        id: `${source}-fill`,
        type: 'fill',
        source,
        filter: ['==', '$type', 'Polygon'],
        paint: { 'fill-color': green, 'fill-opacity': 0.25 },
      });
      instance.addLayer({
        id: `${source}-line`,
        type: 'line',
        source,
        filter: ['==', '$type', 'Polygon'],
        paint: { 'line-color': green, 'line-width': 2 },
      });
      instance.addLayer({
        id: `${source}-corners`,
        type: 'circle',
        source,
        filter: ['==', '$type', 'Point'],
        paint: { 'circle-color': green, 'circle-radius': 5 },
      });
    });
    instance.on('click', (event) => corner.current?.([event.lngLat.lng, event.lngLat.lat]));
    map.current = instance;
    return () => {
      map.current = null;
      instance.remove();
    };
  }, []);

  useEffect(() => {
    (map.current?.getSource(source) as GeoJSONSource | undefined)?.setData(featuresOf(shape, draft));
  }, [shape, draft]);

  return (
    <div
      ref={container}
      data-testid={`${testId}-map`}
      style={{
        width: '100%',
        height: 320,
        borderRadius: 6,
        overflow: 'hidden',
        cursor: onCorner ? 'crosshair' : undefined,
      }}
    />
  );
}
