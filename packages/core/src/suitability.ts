import { formatNumber } from './format.js';
import type { Lang, Text } from './i18n.js';

/** One row of the suitability matrix: a species (or variety) in a province or a unit, within two bands. */
export interface SuitabilityRow {
  species_id: number;
  variety_id?: number | null;
  province_id?: number | null;
  unit_id?: number | null;
  altitude_min: number;
  altitude_max: number;
  rainfall_min: number;
  rainfall_max: number;
}

/** A planting choice: the species (and variety), where, and, when known, the altitude and rainfall. */
export interface SuitabilityChoice {
  species: number;
  variety?: number | null;
  province?: number | null;
  unit?: number | null;
  /** Metres above sea level. */
  altitude?: number | null;
  /** Millimetres a year. */
  rainfall?: number | null;
}

/** A band of the matrix, as a reason quotes it. */
export interface Band {
  min: number;
  max: number;
}

/**
 * Whether a choice suits, and if not why: the matrix names the species nowhere (`unlisted`), not in this
 * place (`place`), or not at this altitude or rainfall (`altitude`, `rainfall`, quoting the bands of the
 * place), or each band fits some row but no row fits both (`combination`). `message` says it in both
 * languages.
 */
export type Suitability =
  | { suits: true; row: SuitabilityRow }
  | {
      suits: false;
      reason: 'unlisted' | 'place' | 'altitude' | 'rainfall' | 'combination';
      bands?: Band[];
      message: Text;
    };

const inBand = (value: number | null | undefined, min: number, max: number) =>
  value == null || (value >= min && value <= max);

const num = (n: number | null | undefined, lang: Lang) => formatNumber(n, lang) ?? '-';
const listed = (bands: Band[], unit: string, lang: Lang) =>
  bands.map((b) => `${num(b.min, lang)}–${num(b.max, lang)} ${unit}`).join(', ');

/**
 * Whether a species (and variety) suits a place, altitude and rainfall, by the rows of the suitability
 * matrix. A row holds for the choice when it is of the species and of no variety or the chosen one, and
 * of the chosen unit, or of no unit and the chosen province. An altitude or rainfall not given is not
 * checked. The choice suits when one row holds and both its bands take the values.
 */
export function suitability(rows: readonly SuitabilityRow[], choice: SuitabilityChoice): Suitability {
  const ofSpecies = rows.filter(
    (r) => r.species_id === choice.species && (r.variety_id == null || r.variety_id === choice.variety),
  );
  if (ofSpecies.length === 0) {
    return {
      suits: false,
      reason: 'unlisted',
      message: {
        id: 'Jenis pohon ini belum ada di matriks kesesuaian',
        en: 'The suitability matrix does not list this species',
      },
    };
  }
  const here = ofSpecies.filter((r) =>
    r.unit_id != null
      ? choice.unit != null && r.unit_id === choice.unit
      : r.province_id != null && choice.province != null && r.province_id === choice.province,
  );
  if (here.length === 0) {
    return {
      suits: false,
      reason: 'place',
      message: {
        id: 'Jenis pohon ini tidak tercantum cocok untuk provinsi atau unit manajemen ini',
        en: 'The matrix does not list this species as suited to this province or management unit',
      },
    };
  }
  const fit = here.find(
    (r) =>
      inBand(choice.altitude, r.altitude_min, r.altitude_max) &&
      inBand(choice.rainfall, r.rainfall_min, r.rainfall_max),
  );
  if (fit) return { suits: true, row: fit };
  const altitudes = here.map((r) => ({ min: r.altitude_min, max: r.altitude_max }));
  const rainfalls = here.map((r) => ({ min: r.rainfall_min, max: r.rainfall_max }));
  if (!altitudes.some((b) => inBand(choice.altitude, b.min, b.max))) {
    return {
      suits: false,
      reason: 'altitude',
      bands: altitudes,
      message: {
        id: `Ketinggian ${num(choice.altitude, 'id')} mdpl di luar rentang yang cocok (${listed(altitudes, 'mdpl', 'id')})`,
        en: `An altitude of ${num(choice.altitude, 'en')} m is outside the suited range (${listed(altitudes, 'm', 'en')})`,
      },
    };
  }
  if (!rainfalls.some((b) => inBand(choice.rainfall, b.min, b.max))) {
    return {
      suits: false,
      reason: 'rainfall',
      bands: rainfalls,
      message: {
        id: `Curah hujan ${num(choice.rainfall, 'id')} mm/tahun di luar rentang yang cocok (${listed(rainfalls, 'mm/tahun', 'id')})`,
        en: `A rainfall of ${num(choice.rainfall, 'en')} mm/year is outside the suited range (${listed(rainfalls, 'mm/year', 'en')})`,
      },
    };
  }
  return {
    suits: false,
    reason: 'combination',
    message: {
      id: 'Ketinggian dan curah hujan ini masing-masing cocok, tetapi tidak dalam satu baris matriks yang sama',
      en: 'This altitude and this rainfall each suit, but no single row of the matrix takes both',
    },
  };
}
