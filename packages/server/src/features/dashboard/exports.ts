import type { Lang, Text } from '@rimba/core';
import type { CellKind, ExportColumn, ExportRow } from '../../resources/export-formats/columns.js';
import type { ScreenName } from './figures.js';

type Data = Record<string, unknown>;

interface Chart {
  title: Text;
  /** The columns, each a key of the chart's rows with its header. */
  columns: readonly { name: string; label: Text; kind?: CellKind }[];
  rows(data: Data): ExportRow[];
}

const list = (key: string) => (data: Data) => (data[key] as ExportRow[] | undefined) ?? [];
const label = (id: string, en: string): Text => ({ id, en });
const counts = [
  { name: 'submitted', label: label('Diajukan', 'Submitted') },
  { name: 'verified', label: label('Disetujui', 'Verified') },
  { name: 'sent_back', label: label('Dikembalikan', 'Sent back') },
  { name: 'waiting', label: label('Menunggu Verifikasi', 'Awaiting verification') },
  { name: 'late', label: label('Terlambat', 'Late') },
];
const named = (id: string, en: string) => [
  { name: 'id', label: label('ID', 'ID') },
  { name: 'name', label: label(id, en), kind: 'text' as const },
];
const month = { name: 'month', label: label('Bulan', 'Month'), kind: 'text' as const };
const trees = { name: 'trees', label: label('Pohon', 'Trees') };

/** The figures of the information screen as rows: one a figure, with its value and change. */
const informationFigures: Record<string, Text> = {
  trees_planted: label('Pohon ditanam', 'Trees planted'),
  trees_alive: label('Pohon hidup', 'Trees alive'),
  survival_rate: label('Tingkat hidup', 'Survival rate'),
  farmers: label('Petani', 'Farmers'),
  villages: label('Desa', 'Villages'),
  hectares: label('Hektar', 'Hectares'),
  funds_raised_idr: label('Dana terkumpul (Rp)', 'Funds raised (IDR)'),
  reports_waiting: label('Laporan menunggu verifikasi', 'Reports awaiting verification'),
};

/** Each screen's charts, by the name an export asks for: the numbers behind the chart. */
export const dashboardCharts: Record<ScreenName, Record<string, Chart>> = {
  information: {
    figures: {
      title: label('Informasi Dashboard', 'Dashboard Information'),
      columns: [
        { name: 'figure', label: label('Angka', 'Figure'), kind: 'text' },
        { name: 'value', label: label('Nilai', 'Value') },
        { name: 'change', label: label('Perubahan', 'Change') },
      ],
      rows: (data) => {
        const change = data.change as Data;
        const co2 = data.co2_tonnes as Data;
        return [
          ...Object.keys(informationFigures)
            .filter((key) => data[key] !== null)
            .map((key) => ({ figure: key, value: data[key], change: change[key] })),
          ...(['low', 'central', 'high'] as const).map((k) => ({ figure: `co2_tonnes_${k}`, value: co2[k] })),
        ];
      },
    },
  },
  general: {
    months: {
      title: label('Penanaman per bulan', 'Plantings by month'),
      columns: [month, trees],
      rows: list('months'),
    },
    regions: {
      title: label('Penanaman per wilayah', 'Plantings by region'),
      columns: [...named('Wilayah', 'Region'), trees],
      rows: list('regions'),
    },
    species: {
      title: label('Penanaman per jenis', 'Plantings by species'),
      columns: [...named('Jenis', 'Species'), trees],
      rows: list('species'),
    },
  },
  growth: {
    growth: {
      title: label('Pertumbuhan menurut umur', 'Growth by age'),
      columns: [
        { name: 'species', label: label('Jenis', 'Species'), kind: 'text' },
        { name: 'age_months', label: label('Umur (bulan)', 'Age (months)') },
        { name: 'reports', label: label('Laporan', 'Reports') },
        { name: 'height_cm', label: label('Tinggi rata-rata (cm)', 'Mean height (cm)') },
        { name: 'standard_height_cm', label: label('Tinggi standar (cm)', 'Standard height (cm)') },
        { name: 'diameter_mm', label: label('Diameter rata-rata (mm)', 'Mean diameter (mm)') },
        { name: 'standard_diameter_mm', label: label('Diameter standar (mm)', 'Standard diameter (mm)') },
        { name: 'survival_rate', label: label('Tingkat hidup', 'Survival rate') },
      ],
      rows: (data) =>
        ((data.species as { name: string; points: ExportRow[] }[] | undefined) ?? []).flatMap((s) =>
          s.points.map((p) => ({ species: s.name, ...p })),
        ),
    },
  },
  climate: {
    species: {
      title: label('CO₂ per jenis (ton, perkiraan)', 'CO₂ by species (tonnes, estimate)'),
      columns: [
        ...named('Jenis', 'Species'),
        { name: 'low', label: label('Rendah (t CO₂)', 'Low (t CO₂)') },
        { name: 'central', label: label('Tengah (t CO₂)', 'Central (t CO₂)') },
        { name: 'high', label: label('Tinggi (t CO₂)', 'High (t CO₂)') },
        { name: 'measured_trees', label: label('Pohon diukur', 'Trees measured') },
        { name: 'modelled_trees', label: label('Pohon dimodelkan', 'Trees modelled') },
      ],
      rows: list('species'),
    },
  },
  disposition: {
    months: {
      title: label('Status pohon per bulan tanam', 'Tree status by planting month'),
      columns: [
        month,
        { name: 'planted', label: label('Ditanam', 'Planted') },
        { name: 'alive', label: label('Hidup', 'Alive') },
        { name: 'dead', label: label('Mati', 'Dead') },
        { name: 'harvested', label: label('Dipanen', 'Harvested') },
      ],
      rows: list('months'),
    },
  },
  statistics: {
    units: {
      title: label('Laporan per unit', 'Reports by unit'),
      columns: [...named('Unit', 'Unit'), ...counts],
      rows: list('units'),
    },
    reporters: {
      title: label('Laporan per pelapor', 'Reports by reporter'),
      columns: [...named('Pelapor', 'Reporter'), ...counts],
      rows: list('reporters'),
    },
    months: {
      title: label('Laporan per periode', 'Reports by period'),
      columns: [{ name: 'period', label: label('Periode', 'Period'), kind: 'text' }, ...counts],
      rows: list('months'),
    },
  },
};

/** The columns of a chart's sheet in a language. */
export const chartColumns = (chart: Chart, lang: Lang): ExportColumn[] =>
  chart.columns.map((c) => ({ name: c.name, label: c.label[lang], kind: c.kind ?? 'number' }));

const co2Figures: Record<string, Text> = {
  co2_tonnes_low: label('CO₂ (t), perkiraan rendah', 'CO₂ (t), low estimate'),
  co2_tonnes_central: label('CO₂ (t), perkiraan tengah', 'CO₂ (t), central estimate'),
  co2_tonnes_high: label('CO₂ (t), perkiraan tinggi', 'CO₂ (t), high estimate'),
};

/** The information figure's name in a language, for the rows of its sheet. */
export const figureLabel = (key: string, lang: Lang): string =>
  (informationFigures[key] ?? co2Figures[key])?.[lang] ?? key;
