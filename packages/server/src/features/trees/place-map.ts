import { geoMercator, geoPath } from 'd3-geo';
import type { Feature } from 'geojson';
import QRCode from 'qrcode';
import { countries50m } from '../../geocode/offline.js';

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A small map of where a tree stands, as an SVG image that needs no script: the coasts within about two
 * degrees of the point, and a pin on it. Its title names the place for screen readers.
 */
export function placeMapSvg(point: { lat: number; lng: number }, title: string): string {
  const width = 480;
  const height = 320;
  const span = 2;
  const box: Feature = {
    type: 'Feature',
    properties: {},
    geometry: {
      type: 'MultiPoint',
      coordinates: [
        [point.lng - span * 1.5, point.lat - span],
        [point.lng + span * 1.5, point.lat + span],
      ],
    },
  };
  const projection = geoMercator()
    .fitSize([width, height], box)
    .clipExtent([
      [-2, -2],
      [width + 2, height + 2],
    ]);
  // Coasts outside the frame are cut away, and a tenth of a pixel is precision enough.
  const path = geoPath(projection).digits(1);
  const near = countries50m().filter((c) => {
    const [[w, s], [e, n]] = geoPath().bounds(c);
    return !(e < point.lng - 4 || w > point.lng + 4 || n < point.lat - 3 || s > point.lat + 3);
  });
  const shapes = near.map((c) => path(c) ?? '').join('');
  const [x, y] = projection([point.lng, point.lat]) ?? [width / 2, height / 2];
  const pin = `M${x.toFixed(1)} ${y.toFixed(1)}c-4-9-12-14-12-22a12 12 0 0 1 24 0c0 8-8 13-12 22z`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(title)}"><title>${escapeXml(title)}</title><rect width="${width}" height="${height}" fill="#a9d3ea"/><path d="${shapes}" fill="#f2efe6" stroke="#9e9a8f" stroke-width="0.8"/><path d="${pin}" fill="#047857" stroke="#fff" stroke-width="2"/><circle cx="${x.toFixed(1)}" cy="${(y - 22).toFixed(1)}" r="4.5" fill="#fff"/></svg>`;
}

/** A QR code of an address as an SVG image. */
export async function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
}
