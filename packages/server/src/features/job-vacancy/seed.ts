import type { jobVacancy } from '@rimba/core';
import { demoAuthorId } from '../../db/seed/author.js';
import { bannerSvg, demoPdf } from '../../db/seed/images.js';
import type { SeedContext, SeedRow } from '../../resources/parts.js';

const day = 86_400_000;
const hour = 3_600_000;

interface DemoVacancy {
  id: { title: string; description: string };
  /** The English version, where the editors wrote one. */
  en?: { title: string; description: string };
  /** A job description to download: a PDF, or a poster picture. */
  file?: 'pdf' | 'poster';
  /** Published unless false; `later` is published on a day still to come. */
  published?: false;
  later?: true;
}

const vacancies: DemoVacancy[] = [
  {
    id: {
      title: 'Koordinator Lapangan Agroforestri – Wonosobo',
      description:
        '<p>Kami mencari koordinator lapangan yang memimpin pendampingan <strong>40 kelompok tani</strong> di Wonosobo dan Temanggung.</p>' +
        '<ul><li>Merencanakan musim tanam bersama petani mitra</li><li>Memantau pertumbuhan pohon dan mencatat data WIN</li><li>Menyusun laporan bulanan</li></ul>' +
        '<p>Syarat: S1 Kehutanan atau Pertanian, bersedia tinggal di lokasi, dapat mengendarai sepeda motor.</p>',
    },
    en: {
      title: 'Agroforestry Field Coordinator – Wonosobo',
      description:
        '<p>We are looking for a field coordinator to lead our support of <strong>40 farmer groups</strong> in Wonosobo and Temanggung.</p>' +
        '<ul><li>Plan the planting season with partner farmers</li><li>Monitor tree growth and record WIN data</li><li>Write monthly reports</li></ul>' +
        '<p>Requirements: a degree in forestry or agriculture, willing to live on site, able to ride a motorcycle.</p>',
    },
    file: 'pdf',
  },
  {
    id: {
      title: 'Staf Pembibitan – Kebun Bibit Ungaran',
      description:
        '<p>Bergabunglah dengan tim kebun bibit kami yang menyiapkan <strong>200.000 bibit</strong> setiap tahun.</p>' +
        '<ul><li>Menyemai dan merawat bibit mahoni, sengon, alpukat dan durian</li><li>Menjaga jadwal penyiraman dan pemupukan</li><li>Menyiapkan bibit untuk dikirim ke petani</li></ul>' +
        '<p>Pengalaman di persemaian menjadi nilai tambah; pelatihan disediakan.</p>',
    },
    en: {
      title: 'Nursery Staff – Ungaran Nursery',
      description:
        '<p>Join our nursery team, which raises <strong>200,000 seedlings</strong> every year.</p>' +
        '<ul><li>Sow and tend mahogany, sengon, avocado and durian seedlings</li><li>Keep the watering and fertilising schedule</li><li>Prepare seedlings for delivery to farmers</li></ul>' +
        '<p>Nursery experience is a plus; training is provided.</p>',
    },
    file: 'poster',
  },
  {
    id: {
      title: 'Analis Data GIS',
      description:
        '<p>Analis GIS mengolah titik koordinat jutaan pohon menjadi peta yang dapat dilihat donatur.</p>' +
        '<ul><li>Memeriksa dan membersihkan data lapangan</li><li>Menyiapkan peta sebaran pohon per desa</li><li>Bekerja sama dengan tim TI dan tim lapangan</li></ul>' +
        '<p>Syarat: menguasai QGIS dan PostGIS; berbasis di Bogor.</p>',
    },
    en: {
      title: 'GIS Data Analyst',
      description:
        '<p>Our GIS analyst turns the coordinates of millions of trees into maps that donors can see.</p>' +
        '<ul><li>Check and clean field data</li><li>Prepare tree maps for each village</li><li>Work with the IT and field teams</li></ul>' +
        '<p>Requirements: QGIS and PostGIS skills; based in Bogor.</p>',
    },
  },
  {
    id: {
      title: 'Relawan Komunikasi dan Media Sosial',
      description:
        '<p>Bantu kami menceritakan kisah petani dan pohon mereka melalui foto, video dan tulisan di media sosial.</p>' +
        '<p>Relawan bekerja paruh waktu selama enam bulan dan boleh bekerja dari rumah.</p>',
    },
    en: {
      title: 'Communications and Social Media Volunteer',
      description:
        '<p>Help us tell the story of our farmers and their trees in photos, videos and posts on social media.</p>' +
        '<p>Volunteers work part time for six months and may work from home.</p>',
    },
  },
  {
    id: {
      title: 'Manajer Kemitraan Perusahaan',
      description: '<p>Draf: menunggu persetujuan anggaran 2027.</p>',
    },
    published: false,
  },
  {
    id: {
      title: 'Koordinator Penanaman Musim Hujan 2030',
      description: '<p>Lowongan ini dibuka menjelang musim tanam 2030.</p>',
    },
    later: true,
  },
];

/** The demo vacancies, forty days apart at office hours, written by the super user. */
export async function seedJobVacancies(seed: SeedContext<typeof jobVacancy>): Promise<void> {
  const author = await demoAuthorId(seed.db);
  const rows: SeedRow<typeof jobVacancy>[] = [];
  for (const [i, vacancy] of vacancies.entries()) {
    // 09:15 in Jakarta and an hour later for each next one.
    const written = new Date(seed.base + i * 40 * day + (2 + i) * hour + 15 * 60_000);
    const file =
      vacancy.file === 'pdf'
        ? await seed.file(`demo-job-vacancy-${i + 1}.pdf`, demoPdf(vacancy.en?.title ?? vacancy.id.title))
        : vacancy.file === 'poster'
          ? await seed.file(`demo-job-vacancy-${i + 1}.svg`, bannerSvg(90 + i * 20))
          : null;
    rows.push({
      title: vacancy.id.title,
      title_en: vacancy.en?.title ?? null,
      description: vacancy.id.description,
      description_en: vacancy.en?.description ?? null,
      file_job_vacancies: file,
      published: vacancy.published ?? true,
      publish_at: vacancy.later ? '2030-01-01T00:00:00.000Z' : written.toISOString(),
      created_by: author,
      created_at: written,
      updated_at: written,
    });
  }
  await seed.insert(rows);
}
