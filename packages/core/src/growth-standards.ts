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
