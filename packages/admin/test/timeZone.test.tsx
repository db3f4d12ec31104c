import { defineResource } from '@rimba/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { type ReactNode, useState } from 'react';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { setApiBase } from '../src/api/client';
import { readSession, saveSession } from '../src/auth/session';
import { codecs } from '../src/fields/pickers';
import { fieldRenderers } from '../src/fields/registry';
import {
  browserTimeZone,
  dayBounds,
  dayOf,
  displayTimeZone,
  formatInstant,
  instantOfPicked,
  pickerValueOf,
} from '../src/time/zone';
import { api, logIn } from './support/realServer';
import { renderApp } from './support/renderApp';

/** A stored session whose user reads times in a zone of their own (null: the browser's). */
function sessionIn(time_zone: string | null) {
  saveSession({
    profile: { id: 1, username: 'u', email: 'u@x.id', fullname: 'U', role_id: 2, role_name: 'R', time_zone },
    permissions: [],
    token: 'rmb_test',
  });
}

const shown = (node: ReactNode) => {
  const { container, unmount } = render(node);
  const text = container.textContent;
  unmount();
  return text;
};

const sample = defineResource({
  name: 'visits',
  title: { id: 'Kunjungan', en: 'Visits' },
  menu: { module: 'master', path: '/visits' },
  fields: { visited_at: { type: 'datetime', label: { id: 'Waktu', en: 'Time' } } },
});

function DateTimeHarness({ initial, onValue }: { initial: unknown; onValue: (v: unknown) => void }) {
  const field = sample.fieldsByName.get('visited_at')!;
  const Input = fieldRenderers.datetime.form;
  const [value, setValue] = useState(initial);
  return (
    <Input
      field={field}
      testId="field-visited_at"
      value={value}
      onChange={(next) => {
        onValue(next);
        setValue(next);
      }}
    />
  );
}

describe("times in the user's zone", () => {
  it('uses the browser’s zone until the user chooses one', () => {
    expect(browserTimeZone()).toBe('Asia/Jakarta');
    expect(displayTimeZone()).toBe('Asia/Jakarta');
    sessionIn(null);
    expect(displayTimeZone()).toBe('Asia/Jakarta');
    sessionIn('Asia/Jayapura');
    expect(displayTimeZone()).toBe('Asia/Jayapura');
  });

  it('shows an instant in the zone, naming it when it is not the browser’s own', () => {
    const instant = '2026-11-22T14:00:00Z';
    expect(formatInstant(instant, 'id')).toBe('22 November 2026 pukul 21.00');
    sessionIn('Asia/Jayapura');
    expect(formatInstant(instant, 'id')).toBe('22 November 2026 pukul 23.00 WIT');
    expect(shown(fieldRenderers.datetime.detail(instant, 'id'))).toBe('22 November 2026 pukul 23.00 WIT');
    expect(shown(fieldRenderers['datetime-range'].list([instant, '2026-11-23T00:00:00Z'], 'en'))).toBe(
      '22 November 2026 at 23:00 WIT – 23 November 2026 at 09:00 WIT',
    );
    sessionIn('Asia/Jakarta');
    expect(formatInstant(instant, 'id')).toBe('22 November 2026 pukul 21.00');
  });

  it('reads and writes pickers as the wall clock of the zone', () => {
    const picked = pickerValueOf('2026-11-22T14:00:00Z', 'Asia/Jayapura');
    expect(picked?.format('YYYY-MM-DD HH:mm:ss')).toBe('2026-11-22 23:00:00');
    expect(instantOfPicked(dayjs('2026-11-22T23:00:00'), 'Asia/Jayapura')).toBe('2026-11-22T14:00:00.000Z');
    expect(instantOfPicked(dayjs('2026-11-22T23:00:00'), 'UTC')).toBe('2026-11-22T23:00:00.000Z');
    sessionIn('Asia/Makassar');
    expect(codecs.datetime.write(dayjs('2026-01-01T08:00:00'))).toBe('2026-01-01T00:00:00.000Z');
    expect(codecs.datetime.read('2026-01-01T00:00:00Z')?.format('HH:mm')).toBe('08:00');
    expect(dayBounds('2026-01-01', 'Asia/Jayapura')).toEqual({
      start: '2025-12-31T15:00:00.000Z',
      end: '2026-01-01T14:59:59.999Z',
    });
    expect(dayOf('2025-12-31T15:00:00.000Z', 'Asia/Jayapura')).toBe('2026-01-01');
    expect(dayOf('2025-12-31T15:00:00.000Z', 'Asia/Jakarta')).toBe('2025-12-31');
  });

  it('keeps 23:00 typed in Jayapura as 23.00 WIT, whatever the browser’s zone', async () => {
    sessionIn('Asia/Jayapura');
    let value: unknown;
    render(<DateTimeHarness initial={null} onValue={(v) => (value = v)} />);
    const input = within(screen.getByTestId('field-visited_at').closest('.ant-picker')!).getByRole('textbox');
    expect(screen.getByTestId('time-zone-name').textContent).toBe('WIT');
    await userEvent.click(input);
    await userEvent.type(input, '2026-11-22 23:00:00{Enter}');
    await waitFor(() => expect(value).toBe('2026-11-22T14:00:00.000Z'));
    expect(shown(fieldRenderers.datetime.detail(value, 'id'))).toBe('22 November 2026 pukul 23.00 WIT');
  });
});

describe('the time zone in the user aside, against the real server', () => {
  beforeAll(() => setApiBase(`${inject('apiUrl')}/api`));
  afterAll(() => setApiBase('/api'));

  it('lets any user choose their zone, kept on the server, and back to the browser’s', async () => {
    const token = await logIn('viewer', { fresh: true });
    const app = renderApp('/master/partners');
    await app.user.click(await screen.findByTestId('user-button'));
    const aside = await screen.findByTestId('right-aside');
    const zone = within(aside).getByTestId('time-zone-switch');
    expect(zone.textContent).toContain('Otomatis (peramban: Asia/Jakarta)');
    await app.user.click(within(zone).getByRole('combobox'));
    await app.user.click(await screen.findByTitle('WIT – Waktu Indonesia Timur (UTC+9)'));
    await waitFor(() => expect(readSession()?.profile.time_zone).toBe('Asia/Jayapura'));
    const me = await api<{ data: { user: { time_zone: string | null } } }>('/me', token);
    expect(me.data.user.time_zone).toBe('Asia/Jayapura');

    await app.user.click(within(zone).getByRole('combobox'));
    await app.user.click(await screen.findByTitle('Otomatis (peramban: Asia/Jakarta)'));
    await waitFor(() => expect(readSession()?.profile.time_zone).toBeNull());
    expect(
      (await api<{ data: { user: { time_zone: string | null } } }>('/me', token)).data.user.time_zone,
    ).toBe(null);
  });
});
