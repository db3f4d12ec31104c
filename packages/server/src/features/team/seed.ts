import type { team } from '@rimba/core';
import { portraitSvg } from '../../db/seed/images.js';
import type { SeedContext, SeedRow } from '../../resources/parts.js';

interface DemoMember {
  name: string;
  /** Index into the demo team categories. */
  category: number;
  job: string;
  jobEn?: string;
}

const members: DemoMember[] = [
  { name: 'Dr. Bambang Wijaya', category: 0, job: 'Ketua Dewan Pembina', jobEn: 'Chair of the Board' },
  { name: 'Ratna Sari Dewi', category: 0, job: 'Anggota Dewan Pembina', jobEn: 'Board Member' },
  { name: 'Hendra Kusuma', category: 1, job: 'Direktur Eksekutif', jobEn: 'Executive Director' },
  { name: 'Sri Wahyuni', category: 1, job: 'Manajer Program', jobEn: 'Programme Manager' },
  { name: 'Agus Prasetyo', category: 1, job: 'Manajer Keuangan', jobEn: 'Finance Manager' },
  {
    name: 'Dewi Lestari',
    category: 2,
    job: 'Koordinator Lapangan Wonosobo',
    jobEn: 'Field Coordinator, Wonosobo',
  },
  {
    name: 'Joko Santoso',
    category: 2,
    job: 'Kepala Kebun Bibit Ungaran',
    jobEn: 'Head of the Ungaran Nursery',
  },
  { name: 'Siti Aminah', category: 2, job: 'Pendamping Petani', jobEn: 'Farmer Support Officer' },
];

/** The demo team with portraits, in the order given within each category. */
export async function seedTeam(seed: SeedContext<typeof team>): Promise<void> {
  const categories = seed.ids('category-team');
  const rows: SeedRow<typeof team>[] = [];
  for (const [i, member] of members.entries()) {
    const slug = member.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    rows.push({
      name: member.name,
      category_team_id: categories[member.category]!,
      job: member.job,
      job_en: member.jobEn ?? null,
      file_team: await seed.file(`demo-team-${slug}.svg`, portraitSvg(member.name, 20 + i * 40)),
      sort_order: (i + 1) * 10,
      created_at: new Date(seed.base + i * 60_000),
    });
  }
  await seed.insert(rows);
}
