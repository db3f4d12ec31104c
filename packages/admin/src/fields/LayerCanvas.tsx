import type { LngLatBoundsLike } from 'maplibre-gl';
import { useEffect, useRef } from 'react';
import { adminMap } from './adminMap.js';

export interface LayerCanvasProps {
  /** The stored GeoJSON file (the server keeps it as one FeatureCollection with its `bbox`). */
  url: string;
  /** The server's MAP_STYLE_URL; null draws the bundled offline basemap. */
  styleUrl: string | null;
}

const color = '#1d4ed8';

/**
 * A GeoJSON map layer drawn on a small map, framed on its bounding box: areas filled, lines and
 * outlines stroked, points as dots. Loaded lazily, so maplibre-gl stays out of the admin's first load.
 */
export default function LayerCanvas({ url, styleUrl }: LayerCanvasProps) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!container.current) return;
    const map = adminMap(container.current, styleUrl);
    const layer = fetch(new URL(url, window.location.href)).then((r) => (r.ok ? r.json() : null));
    map.on('load', () => {
      void layer.then((data: { bbox?: number[] } | null) => {
        if (!data || !map.getStyle()) return;
        map.addSource('layer', { type: 'geojson', data: data as GeoJSON.GeoJSON });
        map.addLayer({
          id: 'layer-fill',
          type: 'fill',
          source: 'layer',
          filter: ['==', ['geometry-type'], 'Polygon'],
          paint: { 'fill-color': color, 'fill-opacity': 0.25 },
        });
        map.addLayer({
          id: 'layer-line',
          type: 'line',
          source: 'layer',
          filter: ['in', ['geometry-type'], ['literal', ['Polygon', 'LineString']]],
          paint: { 'line-color': color, 'line-width': 2 },
        });
        map.addLayer({
          id: 'layer-point',
          type: 'circle',
          source: 'layer',
          filter: ['==', ['geometry-type'], 'Point'],
          paint: {
            'circle-color': color,
            'circle-radius': 5,
            'circle-stroke-color': '#fff',
            'circle-stroke-width': 1,
          },
        });
        if (data.bbox?.length === 4) {
          map.fitBounds(data.bbox as LngLatBoundsLike, { padding: 24, maxZoom: 15, duration: 0 });
        }
      });
    });
    return () => map.remove();
  }, [url, styleUrl]);
  return (
    <div
      ref={container}
      data-testid="layer-map"
      style={{ width: '100%', height: 320, borderRadius: 6, overflow: 'hidden', marginTop: 8 }}
    />
  );
}
