import { compareGrowth, growthStandardAt, reportGrowth, ruleMessage } from '@rimba/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Bundle } from '../src/db';
import { formFields, lookupChoices, reportData, withoutStaleChoices } from '../src/forms';
import { ReportForm } from '../src/ReportForm';

/** A small bundle: two gardens, a planting on each, and a species' standard at 6 and 12 months. */
const bundle: Bundle = {
  generated_at: '2026-11-20T00:00:00Z',
  user: { id: 5, fullname: 'Petugas' },
  resources: { 'report-growth': { create: true } },
  lookups: {
    garden: [
      { id: 1, garden_code: 'KBN-001' },
      { id: 2, garden_code: 'KBN-002' },
    ],
    plant: [
      {
        id: 10,
        planting_code: 'TNM-010',
        garden_id: 1,
        species_id: 3,
        variety_id: null,
        planting_date: '2026-05-01',
        seedlings: 100,
      },
      {
        id: 20,
        planting_code: 'TNM-020',
        garden_id: 2,
        species_id: 3,
        planting_date: '2026-01-01',
        seedlings: 50,
      },
    ],
  },
  standards: [
    { species_id: 3, variety_id: null, age_months: 6, height_cm: 80, diameter_mm: 10, survival_pct: 90 },
    { species_id: 3, variety_id: null, age_months: 12, height_cm: 150, diameter_mm: 20, survival_pct: 85 },
  ],
  open_reports: {},
};

const renderForm = () =>
  render(<ReportForm resource={reportGrowth} bundle={bundle} lang="id" onDone={() => {}} />);

describe('the growth report form', () => {
  it("has every form field of the declaration, labelled, and checks them with core's messages", async () => {
    renderForm();
    for (const field of formFields(reportGrowth)) {
      expect(
        screen.getByLabelText(new RegExp(`^${field.label.id.replace(/[()]/g, '\\$&')}`)),
        field.name,
      ).toBeTruthy();
    }
    // Figures the server computes are not asked for.
    expect(screen.queryByLabelText(/Kekurangan Tinggi/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Ajukan Verifikasi' }));
    for (const name of ['garden_id', 'plant_id', 'height_cm', 'diameter_mm', 'trees_alive']) {
      const field = reportGrowth.fieldsByName.get(name)!;
      expect(screen.getByText(ruleMessage('required', field.label.id, 'id')), name).toBeTruthy();
    }
    await userEvent.type(screen.getByLabelText(/^Tinggi Rata-rata/), 'tinggi');
    expect(
      screen.getByText(ruleMessage('double', reportGrowth.fieldsByName.get('height_cm')!.label.id, 'id')),
    ).toBeTruthy();
  });

  it('sends what the server takes: ids, whole numbers and decimals (with a comma too) as numbers', () => {
    const data = reportData(reportGrowth, {
      garden_id: '1',
      plant_id: '10',
      report_date: '2026-11-20',
      height_cm: '87,5',
      diameter_mm: '21',
      trees_alive: '96',
      notes: '',
    });
    expect(data).toMatchObject({
      garden_id: 1,
      plant_id: 10,
      height_cm: 87.5,
      diameter_mm: 21,
      trees_alive: 96,
      notes: null,
    });
    // A text that is no number stays as typed, for the form's check to name.
    expect(reportData(reportGrowth, { height_cm: 'tinggi' }).height_cm).toBe('tinggi');
  });

  it('offers the plantings of the chosen garden only, and drops one of another garden', () => {
    const plant = reportGrowth.fieldsByName.get('plant_id')!;
    const fields = formFields(reportGrowth);
    expect(lookupChoices(plant, fields, { garden_id: '2' }, bundle)).toEqual([
      { value: '20', label: 'TNM-020' },
    ]);
    expect(lookupChoices(plant, fields, {}, bundle)).toHaveLength(2);
    // Another garden chosen: the planting of the first one is no longer kept.
    expect(withoutStaleChoices(fields, { garden_id: '2', plant_id: '10' }, bundle).plant_id).toBeNull();
    expect(withoutStaleChoices(fields, { garden_id: '1', plant_id: '10' }, bundle).plant_id).toBe('10');
  });

  it('flags a growth below standard before sending, naming the short value and by how much', async () => {
    renderForm();
    await userEvent.selectOptions(screen.getByLabelText(/^Kebun/), '1');
    await userEvent.selectOptions(screen.getByLabelText(/^Penanaman/), '10');
    const date = screen.getByLabelText(/^Tanggal Laporan/);
    await userEvent.clear(date);
    await userEvent.type(date, '2026-11-01');
    await userEvent.type(screen.getByLabelText(/^Tinggi Rata-rata/), '60');
    await userEvent.type(screen.getByLabelText(/^Diameter Batang/), '12');
    expect(screen.queryByTestId('below-standard')).toBeNull();
    await userEvent.type(screen.getByLabelText(/^Pohon Hidup/), '95');
    const warning = screen.getByTestId('below-standard');
    // Six months old on the report's day: the standard is 80 cm, 10 mm, 90 % (core's own comparison).
    const standard = growthStandardAt(bundle.standards, 6, null);
    const expected = compareGrowth(
      { height_cm: 60, diameter_mm: 12, trees_alive: 95, seedlings: 100 },
      standard,
    );
    expect(expected.height_shortfall_pct).toBe(25);
    expect(within(warning).getByText(/6 bulan/)).toBeTruthy();
    expect(within(warning).getByText('Tinggi Rata-rata (cm): 60, standar 80 (kurang 25%)')).toBeTruthy();
    // Diameter and survival (95 of 100 alive) are at or above the standard: not listed.
    expect(within(warning).getAllByRole('listitem')).toHaveLength(1);
  });
});
