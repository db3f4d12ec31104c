import { mapStyle } from '@rimba/core/map-style';
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { useMapConfig } from '../src/api/public';
import { AppProviders } from '../src/app/AppProviders';
import { pointAtTestServer } from './support';

/** What a map of the site would load, as text. */
function StyleProbe() {
  const config = useMapConfig();
  if (!config.data) return <p>loading</p>;
  const style = mapStyle(config.data.styleUrl);
  return <p data-testid="style">{typeof style === 'string' ? style : `offline: ${style.name}`}</p>;
}

describe('map style', () => {
  beforeAll(pointAtTestServer);

  it("is the server's MAP_STYLE_URL, read at run time", async () => {
    render(
      <AppProviders>
        <StyleProbe />
      </AppProviders>,
    );
    expect((await screen.findByTestId('style')).textContent).toBe(inject('mapStyleUrl'));
  });
});
