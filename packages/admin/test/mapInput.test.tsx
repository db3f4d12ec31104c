import { mapStyle } from '@rimba/core/map-style';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it, onTestFinished } from 'vitest';
import { setApiBase } from '../src/api/client';
import { webglSupported } from '../src/fields/MapInput';
import { useMapConfig } from '../src/fields/mapConfig';
import { logIn } from './support/realServer';
import { renderApp } from './support/renderApp';

declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
    /** The MAP_STYLE_URL the test server runs with. */
    mapStyleUrl: string;
  }
}

/** The <input> of an antd InputNumber, wherever its test id landed. */
const inputOf = (testId: string) => {
  const element = screen.getByTestId(testId);
  return (element.tagName === 'INPUT' ? element : element.querySelector('input')) as HTMLInputElement;
};

async function openLocation() {
  const app = renderApp('/master/contoh-komponen?view=create');
  const field = await screen.findByTestId('field-location');
  return { app, field };
}

describe('map field against the real server', () => {
  beforeAll(() => setApiBase(`${inject('apiUrl')}/api`));
  beforeEach(async () => {
    await logIn();
  });
  afterAll(() => setApiBase('/api'));

  it('shows the inputs without a map where there is no WebGL, and no address yet', async () => {
    const { field } = await openLocation();
    expect(webglSupported()).toBe(false);
    expect(within(field).getByTestId('field-location-unsupported')).toBeTruthy();
    expect(within(field).getByText('Belum ada alamat yang dipilih')).toBeTruthy();
    expect(within(field).queryByText('Latitude & Longitude value is mandotary')).toBeNull();
    expect(within(field).getByLabelText('Lokasi lintang')).toBe(inputOf('field-location-lat'));
    expect(within(field).getByLabelText('Lokasi bujur')).toBe(inputOf('field-location-lng'));
  });

  it('fills the address from the server once both coordinates are typed and left', async () => {
    const { app, field } = await openLocation();
    await app.user.type(inputOf('field-location-lat'), '-7.03');
    await app.user.click(inputOf('field-location-lng'));
    // Moving from one coordinate to the other is not leaving them: no complaint yet.
    expect(screen.queryByText('Latitude & Longitude value is mandotary')).toBeNull();
    expect(screen.queryByText('Format Lokasi salah')).toBeNull();
    await app.user.type(inputOf('field-location-lng'), '110.49');
    await app.user.click(screen.getByText('Lokasi'));
    await waitFor(() =>
      expect(within(field).getByTestId('field-location-address').textContent).toContain('Indonesia'),
    );
    expect(within(field).queryByText('Belum ada alamat yang dipilih')).toBeNull();
    expect(inputOf('field-location-lat').value).toContain('-7.03');
  });

  it("asks for both coordinates when only the latitude is typed, with the spec's message alone", async () => {
    const { app, field } = await openLocation();
    await app.user.type(inputOf('field-location-lat'), '-7.03');
    await app.user.click(screen.getByText('Lokasi'));
    expect(await screen.findAllByText('Latitude & Longitude value is mandotary')).toHaveLength(1);
    expect(screen.queryByText('Format Lokasi salah')).toBeNull();
    expect(within(field).getByText('Belum ada alamat yang dipilih')).toBeTruthy();
    // The longitude typed too, the point is complete and the message goes.
    await app.user.type(inputOf('field-location-lng'), '110.49');
    await app.user.click(screen.getByText('Lokasi'));
    await waitFor(() => expect(screen.queryByText('Latitude & Longitude value is mandotary')).toBeNull());
  });

  it("uses the device's location, and says so when it is refused", async () => {
    let allow = true;
    // jsdom has no geolocation; the browser's answer is stood in for, the address is the server's.
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: {
        getCurrentPosition: (ok: PositionCallback, fail: PositionErrorCallback) => {
          if (allow) ok({ coords: { latitude: -6.99, longitude: 110.42 } } as GeolocationPosition);
          else fail({ code: 1, PERMISSION_DENIED: 1, message: 'denied' } as GeolocationPositionError);
        },
      },
    });
    onTestFinished(() => {
      Reflect.deleteProperty(navigator, 'geolocation');
    });
    const { app, field } = await openLocation();
    await app.user.click(within(field).getByTestId('field-location-locate'));
    await waitFor(() =>
      expect(within(field).getByTestId('field-location-address').textContent).toContain('Indonesia'),
    );
    expect(inputOf('field-location-lng').value).toContain('110.42');
    allow = false;
    await app.user.click(within(field).getByTestId('field-location-locate'));
    expect(await within(field).findByText('Izin lokasi ditolak')).toBeTruthy();
  });
});

describe('map style', () => {
  beforeAll(() => setApiBase(`${inject('apiUrl')}/api`));
  afterAll(() => setApiBase('/api'));

  it("is the server's MAP_STYLE_URL, read at run time without a login", async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useMapConfig(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual({ styleUrl: inject('mapStyleUrl') });
    expect(mapStyle(result.current.data?.styleUrl)).toBe(inject('mapStyleUrl'));
  });
});
