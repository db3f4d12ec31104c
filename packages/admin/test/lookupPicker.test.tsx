import { contohKomponen } from '@rimba/core';
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { AppProviders } from '../src/AppProviders';
import { setApiBase } from '../src/api/client';
import { LookupPicker } from '../src/fields/LookupPicker';
import { api, logIn } from './support/realServer';
import { renderApp } from './support/renderApp';

type Row = { id: number } & Record<string, unknown>;
const partnerField = contohKomponen.fieldsByName.get('partner_id');
if (!partnerField) throw new Error('contoh-komponen has no partner_id');

describe('lookup picker against the real server', () => {
  let token: string;
  beforeAll(() => setApiBase(`${inject('apiUrl')}/api`));
  beforeEach(async () => {
    token = await logIn();
  });
  afterAll(() => setApiBase('/api'));

  it('searches, picks a row and commits it when the dialog hides', async () => {
    renderApp('/master/contoh-komponen?view=create');
    const value = await screen.findByTestId('field-partner_id-value');
    expect(value.textContent).toBe('Anda belum memilih');

    fireEvent.click(screen.getByTestId('field-partner_id-open'));
    const modal = await screen.findByTestId('field-partner_id-modal');
    await within(modal).findAllByTestId(/^lookup-row-\d+$/);
    const { data } = await api<{ data: Row[] }>('/partners/dataset?search=hijau&limit=10', token);
    expect(data.length).toBeGreaterThan(0);
    const wanted = data[0] as Row;

    fireEvent.change(screen.getByTestId('field-partner_id-search'), { target: { value: '  hijau ' } });
    const row = await within(modal).findByTestId(`lookup-row-${wanted.id}`);
    await waitFor(() =>
      expect(within(modal).queryAllByTestId(/^lookup-row-\d+$/).length).toBeLessThanOrEqual(data.length),
    );
    fireEvent.click(within(row).getAllByRole('cell')[1] as HTMLElement);
    await within(screen.getByTestId('field-partner_id-selected')).findByText(String(wanted.company_name));
    // Not committed while the dialog is open.
    expect(screen.getByTestId('field-partner_id-value').textContent).toBe('Anda belum memilih');

    fireEvent.click(within(document.body).getByRole('button', { name: 'Selesai' }));
    await waitFor(() =>
      expect(screen.getByTestId('field-partner_id-value').textContent).toBe(String(wanted.company_name)),
    );

    fireEvent.click(screen.getByTestId('field-partner_id-clear'));
    expect(screen.getByTestId('field-partner_id-value').textContent).toBe('Anda belum memilih');
  }, 120_000);

  it('offers at most 10 typeahead matches from 2 characters, and picking one selects it', async () => {
    renderApp('/master/contoh-komponen?view=create');
    fireEvent.click(await screen.findByTestId('field-partner_id-open'));
    const modal = await screen.findByTestId('field-partner_id-modal');
    await within(modal).findAllByTestId(/^lookup-row-\d+$/);
    const search = screen.getByTestId('field-partner_id-search');

    fireEvent.change(search, { target: { value: 'p' } });
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryAllByTestId(/^lookup-suggestion-\d+$/)).toHaveLength(0);

    fireEvent.change(search, { target: { value: 'pt' } });
    const suggestions = await screen.findAllByTestId(/^lookup-suggestion-\d+$/);
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.length).toBeLessThanOrEqual(10);

    const first = suggestions[0] as HTMLElement;
    const name = first.textContent;
    fireEvent.click(first);
    await waitFor(() =>
      expect(within(screen.getByTestId('field-partner_id-selected')).getByText(String(name))).toBeTruthy(),
    );
    fireEvent.click(document.querySelector('.ant-modal-close') as HTMLElement);
    await waitFor(() => expect(screen.getByTestId('field-partner_id-value').textContent).toBe(name));
  }, 120_000);

  it("shows the stored partner's name on the update form, loaded by show", async () => {
    const all = await api<{ data: Row[] }>('/contoh-komponen/list?limit=100', token);
    const row = all.data.find((r) => r.partner_id);
    if (!row) throw new Error('no contoh-komponen row with a partner');
    const partner = await api<{ data: Row }>(`/partners/${row.partner_id}/show`, token);

    renderApp(`/master/contoh-komponen?view=update&id=${row.id}`);
    await waitFor(
      () =>
        expect(screen.getByTestId('field-partner_id-value').textContent).toBe(
          String(partner.data.company_name),
        ),
      { timeout: 10_000 },
    );
  }, 120_000);

  it("shows 'Value tidak ditemukan' for an id that does not exist", async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <AppProviders queryClient={queryClient}>
        <LookupPicker field={partnerField} value={987654321} testId="lookup" />
      </AppProviders>,
    );
    await waitFor(() => expect(screen.getByTestId('lookup-value').textContent).toBe('Value tidak ditemukan'));
  });
});
