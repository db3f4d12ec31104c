import type { annualReport } from '@rimba/core';
import { coverSvg, demoPdf } from '../../db/seed/images.js';
import type { SeedContext, SeedRow } from '../../resources/parts.js';

interface DemoReport {
  year: number;
  id: string;
  en?: string;
  published?: false;
}

const reports: DemoReport[] = [
  {
    year: 2022,
    id: 'Tahun pemulihan: 410.000 pohon ditanam bersama 650 petani di Jawa Tengah, dan kebun bibit Ungaran mulai beroperasi.',
    en: 'A year of recovery: 410,000 trees planted with 650 farmers in Central Java, and the Ungaran nursery opened.',
  },
  {
    year: 2023,
    id: 'Program agroforestri kopi dan alpukat meluas ke Temanggung; 520.000 pohon ditanam dan 80% bibit tumbuh setelah satu tahun.',
    en: 'Our coffee and avocado agroforestry programme reached Temanggung; 520,000 trees were planted and 80% of seedlings survived their first year.',
  },
  {
    year: 2024,
    id: 'Setiap pohon kini tercatat dengan kode WIN dan titik koordinatnya, sehingga donatur dapat melacak pohonnya di peta.',
    en: 'Every tree is now recorded with its WIN code and coordinates, so donors can track their tree on the map.',
  },
  {
    year: 2025,
    id: 'Satu juta pohon pada satu musim hujan, kebun bibit ketiga di Wonosobo, dan laporan karbon pertama yang diperiksa pihak luar.',
    en: 'A million trees in one rainy season, a third nursery in Wonosobo, and our first carbon report checked by an outside reviewer.',
  },
  { year: 2026, id: 'Draf laporan yang sedang disusun.', published: false },
];

/** The demo annual reports, oldest first, each with its cover and its PDF. */
export async function seedAnnualReports(seed: SeedContext<typeof annualReport>): Promise<void> {
  const rows: SeedRow<typeof annualReport>[] = [];
  for (const [i, report] of reports.entries()) {
    const title = `Laporan Tahunan ${report.year}`;
    const english = `Annual Report ${report.year}`;
    const written = new Date(Date.UTC(report.year + 1, 2, 31));
    rows.push({
      title,
      title_en: report.en ? english : null,
      descriptions: report.id,
      descriptions_en: report.en ?? null,
      file_cover_annual_reports: await seed.file(
        `demo-annual-report-${report.year}-cover.svg`,
        coverSvg(title, 100 + i * 35),
      ),
      file_annual_reports: await seed.file(`demo-annual-report-${report.year}.pdf`, demoPdf(english)),
      published: report.published ?? true,
      created_at: written,
      updated_at: written,
    });
  }
  await seed.insert(rows);
}
