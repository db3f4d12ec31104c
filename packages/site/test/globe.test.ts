import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubIntersectionObserver } from './intersection';

type Handler = (event?: unknown) => void;
type Center = { lng: number; lat: number };

/**
 * A stand-in for MapLibre's map that counts the frames it would draw: one for a jump, one every 16 ms of
 * an animated move (easeTo, flyTo), as MapLibre draws at every frame of the screen while it moves.
 */
class FakeMap {
  private handlers = new Map<string, Handler[]>();
  center: Center = { lng: 117, lat: -2 };
  frames = 0;
  private moving = false;
  /** A handler of a layer's events (a click on a cluster) is not called: nothing is clicked here. */
  on(type: string, layerOrHandler: string | Handler) {
    if (typeof layerOrHandler === 'string') return this;
    this.handlers.set(type, [...(this.handlers.get(type) ?? []), layerOrHandler]);
    return this;
  }
  once(type: string, handler: Handler) {
    return this.on(type, handler);
  }
  fire(type: string) {
    for (const handler of this.handlers.get(type) ?? []) handler({});
  }
  getZoom = () => 1.5;
  getCenter = () => ({ ...this.center });
  isMoving = () => this.moving;
  jumpTo({ center }: { center: Center }) {
    this.center = { ...center };
    this.frames += 1;
    this.fire('moveend');
  }
  easeTo({ center, duration = 500 }: { center?: Center; duration?: number }) {
    this.moving = true;
    this.frames += Math.ceil(duration / 16);
    setTimeout(() => {
      if (center) this.center = { ...center };
      this.moving = false;
      this.fire('moveend');
    }, duration);
  }
  flyTo(options: { center?: Center }) {
    this.easeTo({ ...options, duration: 2000 });
  }
  project = () => ({ x: 0, y: 0 });
  getStyle = () => ({});
  getSource = () => ({ setData() {} });
  getCanvas = () => ({ style: {} });
  addSource() {}
  addLayer() {}
  setPaintProperty() {}
  remove() {}
}

let map: FakeMap;
vi.mock('../src/ui/siteMap', () => ({ siteMap: () => map }));
vi.mock('@rimba/core/tree-clusters', async (original) => ({
  ...(await original<typeof import('@rimba/core/tree-clusters')>()),
  addTreeClusters: () => ({ setFilter() {} }),
}));

const { createGlobe } = await import('../src/pages/win/globe');

/** Says the globe scrolled into view or out of it. */
let scrolled: (into: boolean) => void;
let visibility: DocumentVisibilityState = 'visible';
let reducedMotion = false;

function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

async function openGlobe() {
  map = new FakeMap();
  const container = document.createElement('section');
  document.body.append(container);
  const globe = createGlobe(container, { styleUrl: null, label: 'Globe', onPlace() {}, onMove() {} });
  map.fire('load');
  await vi.advanceTimersByTimeAsync(0);
  return globe;
}

/** The frames drawn and the degrees turned westwards over some seconds. */
async function over(seconds: number) {
  const [frames, lng] = [map.frames, map.center.lng];
  await vi.advanceTimersByTimeAsync(seconds * 1000);
  return { frames: map.frames - frames, degrees: lng - map.center.lng };
}

describe('the globe of the tree tracker', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    visibility = 'visible';
    reducedMotion = false;
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query.includes('reduce') && reducedMotion,
          media: query,
          addEventListener() {},
          removeEventListener() {},
        }) as unknown as MediaQueryList,
    );
    ({ scrolled } = stubIntersectionObserver());
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('turns a revolution in two minutes a few steps a second, not at every frame of the screen', async () => {
    const globe = await openGlobe();
    const { frames, degrees } = await over(10);
    expect(degrees).toBeCloseTo(30, 0);
    expect(frames).toBeGreaterThanOrEqual(20);
    expect(frames).toBeLessThanOrEqual(50);
    globe.remove();
    expect((await over(10)).frames).toBe(0);
  });

  it('draws nothing while its tab is hidden, and turns again once it is shown', async () => {
    const globe = await openGlobe();
    setVisibility('hidden');
    expect(await over(10)).toEqual({ frames: 0, degrees: 0 });
    setVisibility('visible');
    expect((await over(10)).degrees).toBeCloseTo(30, 0);
    globe.remove();
  });

  it('draws nothing while it is scrolled out of view, and turns again once it is back', async () => {
    const globe = await openGlobe();
    scrolled(false);
    expect(await over(10)).toEqual({ frames: 0, degrees: 0 });
    scrolled(true);
    expect((await over(10)).degrees).toBeCloseTo(30, 0);
    globe.remove();
  });

  it('does not spin for a visitor who asks for reduced motion', async () => {
    reducedMotion = true;
    const globe = await openGlobe();
    expect(await over(10)).toEqual({ frames: 0, degrees: 0 });
    globe.remove();
  });
});
