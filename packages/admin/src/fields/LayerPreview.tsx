import { lazy, type ReactNode, Suspense } from 'react';
import { webglSupported } from './MapInput';
import { useMapConfig } from './mapConfig';
import { fileLink } from './uploads';

const LayerCanvas = lazy(() => import('./LayerCanvas'));

/** A GeoJSON map layer on a map, where the browser can draw one; nothing elsewhere. */
function LayerPreview({ url }: { url: string }) {
  const webgl = webglSupported();
  const config = useMapConfig(webgl);
  if (!webgl || config.isPending) return null;
  return (
    <Suspense fallback={null}>
      <LayerCanvas url={url} styleUrl={config.data?.styleUrl ?? null} />
    </Suspense>
  );
}

/** A stored file in a detail: its link and, for a GeoJSON map layer, the layer drawn on a map. */
export function fileDetail(value: unknown): ReactNode {
  const link = fileLink(value);
  if (typeof value !== 'string' || !value.endsWith('.geojson')) return link;
  return (
    <div>
      {link}
      <LayerPreview url={value} />
    </div>
  );
}
