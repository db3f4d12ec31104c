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

/** What a growth report measured: mean height and stem diameter, trees alive, and seedlings planted. */
export interface GrowthMeasured {
  height_cm: number;
  diameter_mm: number;
  trees_alive: number;
  /** The planting's seedlings, the base of the survival rate; none known, no survival. */
  seedlings?: number | null;
}

/** A growth report against its standard: the standard's values, the survival rate and each shortfall. */
export interface GrowthComparison {
  standard_height_cm: number | null;
  standard_diameter_mm: number | null;
  standard_survival_pct: number | null;
  survival_pct: number | null;
  height_shortfall_pct: number | null;
  diameter_shortfall_pct: number | null;
  survival_shortfall_pct: number | null;
  below_standard: boolean | null;
}

const tenths = (n: number) => Math.round(n * 10) / 10;

/** How far a value falls short of its standard, in percent of the standard; 0 at or above it. */
const shortOf = (value: number, standard: number) =>
  standard > 0 && value < standard ? tenths(((standard - value) / standard) * 100) : 0;

/**
 * A growth report's figures against the standard for its age: each value's shortfall in percent of the
 * standard (0 at or above it, rounded to tenths), the survival rate (trees alive of seedlings planted),
 * and whether any value falls short. Without a standard every figure but the survival rate is null.
 */
export function compareGrowth(
  measured: GrowthMeasured,
  standard: StandardAtAge | undefined,
): GrowthComparison {
  const survival =
    measured.seedlings && measured.seedlings > 0
      ? tenths(Math.min(100, (measured.trees_alive / measured.seedlings) * 100))
      : null;
  if (!standard) {
    return {
      standard_height_cm: null,
      standard_diameter_mm: null,
      standard_survival_pct: null,
      survival_pct: survival,
      height_shortfall_pct: null,
      diameter_shortfall_pct: null,
      survival_shortfall_pct: null,
      below_standard: null,
    };
  }
  const height = shortOf(measured.height_cm, standard.height_cm);
  const diameter = shortOf(measured.diameter_mm, standard.diameter_mm);
  const survivalShort = survival === null ? null : shortOf(survival, standard.survival_pct);
  return {
    standard_height_cm: standard.height_cm,
    standard_diameter_mm: standard.diameter_mm,
    standard_survival_pct: standard.survival_pct,
    survival_pct: survival,
    height_shortfall_pct: height,
    diameter_shortfall_pct: diameter,
    survival_shortfall_pct: survivalShort,
    below_standard: height > 0 || diameter > 0 || (survivalShort ?? 0) > 0,
  };
}

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * A tree's age in whole months from its planting day to a later day (both `YYYY-MM-DD`): a month counts
 * once its day of the month is reached, or its month's last day when that comes first (planted on 31
 * January, a month old on 28 February). Never below 0.
 */
export function monthsBetween(from: string, to: string): number {
  const [fy, fm, fd] = from.slice(0, 10).split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = to.slice(0, 10).split('-').map(Number) as [number, number, number];
  const reached = td >= fd || td === daysIn(ty, tm);
  return Math.max(0, (ty - fy) * 12 + (tm - fm) - (reached ? 0 : 1));
}
