import { AimOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, InputNumber, Typography } from 'antd';
import { type FocusEvent, lazy, type ReactNode, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, request } from '../api/client';
import { useLang } from '../i18n';
import { useMapConfig } from './mapConfig';
import type { FieldInputProps } from './types';
import '../modules/texts';

/** What the server's reverse geocoding answers (admin spec §3 "Map result"); the value of a map field. */
export interface MapResult {
  formatted_address: string;
  lat: number;
  lng: number;
  route: string;
  streetNumber: string;
  village: string;
  subdistrict: string;
  district: string;
  province: string;
  country: string;
  postal_code: string;
  pinLink: string;
  directionLink: string;
}

export interface MapPoint {
  lat: number;
  lng: number;
}

type Place = { lat?: number | null; lng?: number | null; formatted_address?: string } & Record<
  string,
  unknown
>;

const asPlace = (value: unknown): Place =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Place) : {};

const present = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);

const pointOf = (place: Place): MapPoint | null =>
  present(place.lat) && present(place.lng) ? { lat: place.lat, lng: place.lng } : null;

/** MapLibre draws with WebGL 2; jsdom and some old browsers have none, and get the inputs only. */
let webgl: boolean | undefined;
export function webglSupported(): boolean {
  if (webgl !== undefined) return webgl;
  webgl = false;
  if (typeof window !== 'undefined' && 'WebGL2RenderingContext' in window) {
    try {
      webgl = !!document.createElement('canvas').getContext('webgl2');
    } catch {
      webgl = false;
    }
  }
  return webgl;
}

export type MapBusy = 'geocode' | 'locate' | null;

/**
 * The value logic of the map field, without the map: placing a point asks the server for its address
 * and sets the whole MapResult as the value; the lat/lng inputs edit the point and are geocoded when
 * left with both filled; "my location" asks the browser. Only the answer to the latest request is kept.
 */
export function useMapValue(value: unknown, onChange?: (value: unknown) => void) {
  const { t } = useTranslation();
  const place = asPlace(value);
  const [busy, setBusy] = useState<MapBusy>(null);
  const [error, setError] = useState<string | null>(null);
  const sequence = useRef(0);
  // The newest value, also between a change and the render that follows it (a blur right after typing).
  const latest = useRef(place);
  latest.current = place;

  const change = (next: Place | null) => {
    latest.current = next ?? {};
    onChange?.(next);
  };

  /** Puts the point on the map and fills its address from the server. */
  const placeAt = async (point: MapPoint) => {
    const mine = ++sequence.current;
    change({ lat: point.lat, lng: point.lng });
    setError(null);
    setBusy('geocode');
    try {
      const { data } = await request<{ data: MapResult }>('/geocode/reverse', {
        query: { lat: point.lat, lng: point.lng },
      });
      if (mine === sequence.current) change({ ...data });
    } catch (failure) {
      if (mine !== sequence.current) return;
      const message =
        failure instanceof ApiError || failure instanceof Error ? failure.message : String(failure);
      setError(t('map.geocodeFailed', { message }));
    } finally {
      if (mine === sequence.current) setBusy(null);
    }
  };

  /** One coordinate typed: the old address no longer describes the point and is dropped. */
  const setCoordinate = (key: 'lat' | 'lng', n: number | null) => {
    sequence.current++;
    setBusy(null);
    setError(null);
    const before = latest.current;
    const next = { lat: before.lat ?? null, lng: before.lng ?? null, [key]: n };
    change(next.lat === null && next.lng === null ? null : next);
  };

  /**
   * The coordinate inputs were left: geocode a complete point that has no address yet. A point with one
   * coordinate is the form's to refuse, with the spec's message from the field's own check.
   */
  const leaveCoordinates = () => {
    const now = latest.current;
    const point = pointOf(now);
    if (point && !now.formatted_address) void placeAt(point);
  };

  const locate = () => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      setError(t('map.geolocationUnavailable'));
      return;
    }
    const mine = ++sequence.current;
    setError(null);
    setBusy('locate');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        if (mine !== sequence.current) return;
        void placeAt({ lat: position.coords.latitude, lng: position.coords.longitude });
      },
      (failure) => {
        if (mine !== sequence.current) return;
        setBusy(null);
        setError(
          failure.code === failure.PERMISSION_DENIED
            ? t('map.geolocationDenied')
            : t('map.geolocationFailed', { message: failure.message }),
        );
      },
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  };

  return {
    place,
    point: pointOf(place),
    address: typeof place.formatted_address === 'string' ? place.formatted_address : '',
    busy,
    error,
    placeAt,
    setCoordinate,
    leaveCoordinates,
    locate,
  };
}

const MapCanvas = lazy(() => import('./MapCanvas'));

/** Wide enough for a full coordinate such as "-7.0312345" after its prefix, side by side on a laptop. */
const coordinateStyle = { width: '15rem', maxWidth: '100%' } as const;

/** A place picked on a map (click, drag the marker, or the device's location) or typed as lat/lng. */
export function MapInput({ field, value, onChange, onBlur, id, testId }: FieldInputProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const map = useMapValue(value, onChange);
  // Moving between the two inputs (or to the location button) is not leaving them: the form checks the
  // field only once the point is left.
  const leave = (event: FocusEvent<HTMLDivElement>) => {
    if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
    map.leaveCoordinates();
    onBlur?.();
  };
  const webgl = webglSupported();
  // Without WebGL there is no map to style; a server that cannot say leaves the offline basemap.
  const config = useMapConfig(webgl);
  const loading = (
    <Flex align="center" justify="center" style={{ height: 320 }}>
      <Typography.Text type="secondary">{t('map.loadingMap')}</Typography.Text>
    </Flex>
  );
  return (
    <div data-testid={testId}>
      {webgl ? (
        config.isPending ? (
          loading
        ) : (
          <Suspense fallback={loading}>
            <MapCanvas
              point={map.point}
              styleUrl={config.data?.styleUrl ?? null}
              onPick={(point) => void map.placeAt(point)}
              testId={testId}
            />
          </Suspense>
        )
      ) : (
        <Alert type="info" showIcon title={t('map.unsupported')} data-testid={`${testId}-unsupported`} />
      )}
      <Flex wrap gap="small" align="center" style={{ marginTop: 8 }} onBlur={leave}>
        <InputNumber
          id={id}
          aria-label={`${field.label[lang]} ${t('map.latitude')}`}
          data-testid={`${testId}-lat`}
          prefix="Lat"
          min={-90}
          max={90}
          step={0.000001}
          value={map.place.lat ?? null}
          style={coordinateStyle}
          onChange={(n) => map.setCoordinate('lat', typeof n === 'number' ? n : null)}
        />
        <InputNumber
          aria-label={`${field.label[lang]} ${t('map.longitude')}`}
          data-testid={`${testId}-lng`}
          prefix="Lng"
          min={-180}
          max={180}
          step={0.000001}
          value={map.place.lng ?? null}
          style={coordinateStyle}
          onChange={(n) => map.setCoordinate('lng', typeof n === 'number' ? n : null)}
        />
        <Button
          data-testid={`${testId}-locate`}
          icon={<AimOutlined />}
          loading={map.busy === 'locate'}
          onClick={map.locate}
        >
          {t('map.myLocation')}
        </Button>
      </Flex>
      {map.error && (
        <div>
          <Typography.Text type="danger" data-testid={`${testId}-error`}>
            {map.error}
          </Typography.Text>
        </div>
      )}
      <div data-testid={`${testId}-address`} style={{ marginTop: 4 }}>
        <Typography.Text type="secondary">
          {map.busy === 'geocode' ? t('map.searching') : map.address || t('map.noAddress')}
        </Typography.Text>
      </div>
    </div>
  );
}

export function mapDetail(value: unknown): ReactNode {
  const place = asPlace(value);
  const point = pointOf(place);
  if (!point) return '-';
  const pin =
    typeof place.pinLink === 'string' && place.pinLink
      ? place.pinLink
      : `https://www.google.com/maps?q=${point.lat},${point.lng}`;
  return (
    <div>
      <div>
        {point.lat}, {point.lng}
      </div>
      {place.formatted_address && <div>{place.formatted_address}</div>}
      <Typography.Link href={pin} target="_blank" rel="noopener noreferrer">
        Google Maps
      </Typography.Link>
    </div>
  );
}

export function mapList(value: unknown): ReactNode {
  const place = asPlace(value);
  const point = pointOf(place);
  if (!point) return '-';
  return place.formatted_address || `${point.lat}, ${point.lng}`;
}
