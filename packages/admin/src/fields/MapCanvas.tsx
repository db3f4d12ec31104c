import { type Map as MapLibreMap, Marker } from 'maplibre-gl';
import { useEffect, useRef } from 'react';
import { adminMap } from './adminMap.js';

export interface MapPoint {
  lat: number;
  lng: number;
}

export interface MapCanvasProps {
  /** The chosen point; the marker stands there. */
  point: MapPoint | null;
  /** The server's MAP_STYLE_URL; null draws the bundled offline basemap. */
  styleUrl: string | null;
  /** A click on the map or the end of a marker drag. */
  onPick: (point: MapPoint) => void;
  testId: string;
}

const CHOSEN_ZOOM = 14;
/** Where the picker opens with nothing chosen yet (admin spec §9: about -7.03, 110.49 at zoom 10). */
const pickerStart = { center: [110.49, -7.03] as [number, number], zoom: 10 };

/** The MapLibre part of the map field: loaded lazily, so maplibre-gl stays out of the first load. */
export default function MapCanvas({ point, styleUrl, onPick, testId }: MapCanvasProps) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<MapLibreMap | null>(null);
  const marker = useRef<Marker | null>(null);
  // The latest callback, so the map's listeners, bound once, never call a stale one.
  const pick = useRef(onPick);
  pick.current = onPick;
  const initial = useRef({ point, styleUrl });

  useEffect(() => {
    if (!container.current) return;
    const start = initial.current;
    // A chosen point is centred on; with nothing chosen the map opens on the spec's centre.
    const instance = adminMap(
      container.current,
      start.styleUrl,
      start.point ? { center: [start.point.lng, start.point.lat], zoom: CHOSEN_ZOOM } : pickerStart,
    );
    instance.on('click', (event) => pick.current({ lat: event.lngLat.lat, lng: event.lngLat.lng }));
    map.current = instance;
    return () => {
      marker.current = null;
      map.current = null;
      instance.remove();
    };
  }, []);

  // The marker follows the value: placed, moved (and brought into view) or removed.
  const lat = point?.lat;
  const lng = point?.lng;
  useEffect(() => {
    const instance = map.current;
    if (!instance) return;
    if (lat === undefined || lng === undefined) {
      marker.current?.remove();
      marker.current = null;
      return;
    }
    const lngLat: [number, number] = [lng, lat];
    if (!marker.current) {
      const created = new Marker({ draggable: true, color: '#2f7d32' }).setLngLat(lngLat).addTo(instance);
      created.on('dragend', () => {
        const at = created.getLngLat();
        pick.current({ lat: at.lat, lng: at.lng });
      });
      marker.current = created;
    } else {
      marker.current.setLngLat(lngLat);
    }
    if (!instance.getBounds().contains(lngLat)) instance.easeTo({ center: lngLat });
  }, [lat, lng]);

  return (
    <div
      ref={container}
      data-testid={`${testId}-map`}
      style={{ width: '100%', height: 320, borderRadius: 6, overflow: 'hidden' }}
    />
  );
}
