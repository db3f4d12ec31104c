/** One row of the growth standards: what a species (or one of its varieties) reaches at an age. */
export interface GrowthStandard {
  variety_id?: number | null;
  age_months: number;
  height_cm: number;
  diameter_mm: number;
  survival_pct: number;
}

/** The standard for an age: the values, and whether a row names that month or they lie between two. */
export interface StandardAtAge {
  age_months: number;
  height_cm: number;
  diameter_mm: number;
  survival_pct: number;
  exact: boolean;
}

const between = (a: number, b: number, share: number) => Math.round((a + (b - a) * share) * 100) / 100;

/**
 * The growth standard of an age in months, from the standards of one species. A variety's own rows are
 * used when it has any, the species' general rows (no variety) otherwise. An age that a row names gives
 * that row (`exact`); an age between two rows gives each value interpolated linearly between them,
 * rounded to hundredths; an age before the first row or after the last has no standard (undefined), since
 * growth is not linear enough to extrapolate.
 */
export function growthStandardAt(
  standards: readonly GrowthStandard[],
  age: number,
  variety?: number | null,
): StandardAtAge | undefined {
  if (!Number.isFinite(age)) return undefined;
  const own = variety == null ? [] : standards.filter((s) => s.variety_id === variety);
  const rows = (own.length > 0 ? own : standards.filter((s) => s.variety_id == null))
    .slice()
    .sort((a, b) => a.age_months - b.age_months);
  const after = rows.findIndex((s) => s.age_months >= age);
  if (after < 0) return undefined;
  const next = rows[after]!;
  const values = (s: GrowthStandard) => ({
    height_cm: s.height_cm,
    diameter_mm: s.diameter_mm,
    survival_pct: s.survival_pct,
  });
  if (next.age_months === age) return { age_months: age, ...values(next), exact: true };
  const before = rows[after - 1];
  if (!before) return undefined;
  const share = (age - before.age_months) / (next.age_months - before.age_months);
  return {
    age_months: age,
    height_cm: between(before.height_cm, next.height_cm, share),
    diameter_mm: between(before.diameter_mm, next.diameter_mm, share),
    survival_pct: between(before.survival_pct, next.survival_pct, share),
    exact: false,
  };
}

/** What a growth report measured: the mean height and stem diameter, and the trees alive and dead. */
export interface MeasuredGrowth {
  height_cm: number;
  diameter_mm: number;
  trees_alive: number;
  trees_dead: number;
}

/** How far a measurement falls short of its standard, each in percent of the standard. */
export interface GrowthShortfall {
  /** The measured survival: alive / (alive + dead) × 100, to 0.1; null when no tree was counted. */
  survival: number | null;
  height_pct: number;
  diameter_pct: number;
  survival_pct: number;
  /** Whether any value falls short. */
  below: boolean;
}

const shortOf = (measured: number, standard: number) =>
  standard > 0 && measured < standard ? Math.round(((standard - measured) / standard) * 1000) / 10 : 0;

/**
 * A growth report's values against the standard of its age: how far each of height, stem diameter and
 * survival (alive / (alive + dead) × 100) falls short, in percent of the standard rounded to 0.1 (0 when at
 * or above it), and whether any falls short. A report that counts no trees has no survival to fall short.
 */
export function growthShortfall(measured: MeasuredGrowth, standard: StandardAtAge): GrowthShortfall {
  const counted = measured.trees_alive + measured.trees_dead;
  const survival = counted > 0 ? (measured.trees_alive / counted) * 100 : null;
  const shortfall = {
    height_pct: shortOf(measured.height_cm, standard.height_cm),
    diameter_pct: shortOf(measured.diameter_mm, standard.diameter_mm),
    survival_pct: survival === null ? 0 : shortOf(survival, standard.survival_pct),
  };
  return {
    survival: survival === null ? null : Math.round(survival * 10) / 10,
    ...shortfall,
    below: Object.values(shortfall).some((pct) => pct > 0),
  };
}

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * A tree's age in whole months on a day (both `YYYY-MM-DD`): a month counts once its day of the month is
 * reached, or its month's last day when that comes first (planted on 31 January, a month old on 28
 * February). Never below 0.
 */
export function ageInMonths(plantingDate: string, reportDate: string): number {
  const [y1, m1, d1] = plantingDate.slice(0, 10).split('-').map(Number) as [number, number, number];
  const [y2, m2, d2] = reportDate.slice(0, 10).split('-').map(Number) as [number, number, number];
  const reached = d2 >= d1 || d2 === daysIn(y2, m2);
  return Math.max(0, (y2 - y1) * 12 + (m2 - m1) - (reached ? 0 : 1));
}
