import { describe, expect, it } from 'vitest';
import {
  compareGrowth,
  fieldOfficerReportTasks,
  fieldSupervisorReportTasks,
  growthStandardAt,
  isFutureDay,
  monthsBetween,
  reportGrowth,
  reportPeriod,
  resourcesByName,
  taskGroup,
} from '../src/index.js';

describe('field report periods', () => {
  it('puts a day in its month before the 25th, and in the next month from the 25th on', () => {
    expect(reportPeriod('2026-11-24')).toBe('2026-11');
    expect(reportPeriod('2026-11-25')).toBe('2026-12');
    expect(reportPeriod('2026-12-25')).toBe('2027-01');
    expect(reportPeriod('2027-01-01')).toBe('2027-01');
  });

  it('tells a day after today in Jakarta from today', () => {
    const now = new Date('2026-11-26T20:00:00Z'); // 27 November, 03:00 in Jakarta
    expect(isFutureDay('2026-11-27', now)).toBe(false);
    expect(isFutureDay('2026-11-28', now)).toBe(true);
  });

  it('counts whole months of a planting', () => {
    expect(monthsBetween('2026-05-01', '2026-11-26')).toBe(6);
    expect(monthsBetween('2026-05-27', '2026-11-26')).toBe(5);
    expect(monthsBetween('2026-12-01', '2026-11-26')).toBe(0);
  });
});

describe('growth against the standard', () => {
  const standards = [
    { age_months: 6, height_cm: 100, diameter_mm: 20, survival_pct: 90 },
    { age_months: 12, height_cm: 200, diameter_mm: 40, survival_pct: 80 },
  ];

  it('gives each shortfall in percent of the standard, none at or above it', () => {
    const standard = growthStandardAt(standards, 9);
    expect(
      compareGrowth({ height_cm: 120, diameter_mm: 35, trees_alive: 70, seedlings: 100 }, standard),
    ).toEqual({
      standard_height_cm: 150,
      standard_diameter_mm: 30,
      standard_survival_pct: 85,
      survival_pct: 70,
      height_shortfall_pct: 20,
      diameter_shortfall_pct: 0,
      survival_shortfall_pct: 17.6,
      below_standard: true,
    });
    const fine = compareGrowth(
      { height_cm: 100, diameter_mm: 20, trees_alive: 95, seedlings: 100 },
      growthStandardAt(standards, 6),
    );
    expect(fine.below_standard).toBe(false);
  });

  it('leaves the comparison empty without a standard', () => {
    const none = compareGrowth(
      { height_cm: 10, diameter_mm: 2, trees_alive: 5, seedlings: 10 },
      growthStandardAt(standards, 30),
    );
    expect(none).toMatchObject({ survival_pct: 50, height_shortfall_pct: null, below_standard: null });
  });
});

describe('the seven report kinds', () => {
  it('share one part and add their own fields after it', () => {
    const names = ['planting', 'growth', 'harvest', 'nutrition', 'soil', 'bug', 'environment'];
    for (const kind of names) {
      const resource = resourcesByName.get(`report-${kind}`)!;
      expect(resource.table).toBe(`reports_${kind}`);
      expect(resource.menu).toEqual({ module: 'master', group: 'field-reports', path: `/report-${kind}` });
      expect(resource.fields.slice(0, 3).map((f) => f.name)).toEqual([
        'garden_id',
        'plant_id',
        'report_date',
      ]);
      expect(resource.workflow?.transitions.map((t) => t.name)).toEqual([
        'submit',
        'request-revision',
        'approve',
      ]);
      expect(taskGroup(resource).tasks.map((t) => t.name)).toContain(`report-${kind}.verify`);
    }
    expect(reportGrowth.fieldsByName.get('plant_id')?.required).toBe(true);
    expect(resourcesByName.get('report-planting')!.fieldsByName.get('plant_id')?.form).toBe(false);
    expect(fieldOfficerReportTasks).toContain('report-soil.submit');
    expect(fieldOfficerReportTasks).not.toContain('report-soil.verify');
    expect(fieldSupervisorReportTasks).toEqual(
      expect.arrayContaining(['report-bug.read', 'report-bug.verify']),
    );
  });
});
