import type { contohKomponen } from '@rimba/core';
import type { Kysely } from 'kysely';
import { pick } from '../../db/seed/random.js';
import type { SeedContext, SeedRow } from '../../resources/parts.js';

const places = [
  {
    name: 'Kebun Bibit Ungaran',
    lat: -7.139,
    lng: 110.405,
    address: 'Ungaran, Kabupaten Semarang, Jawa Tengah',
  },
  { name: 'Hutan Rakyat Boyolali', lat: -7.531, lng: 110.596, address: 'Boyolali, Jawa Tengah' },
  { name: 'Pesisir Mangrove Demak', lat: -6.894, lng: 110.638, address: 'Sayung, Demak, Jawa Tengah' },
  { name: 'Agroforestri Temanggung', lat: -7.316, lng: 110.174, address: 'Temanggung, Jawa Tengah' },
  { name: 'Lereng Merbabu', lat: -7.454, lng: 110.44, address: 'Getasan, Kabupaten Semarang, Jawa Tengah' },
  { name: 'Kebun Kopi Wonosobo', lat: -7.361, lng: 109.9, address: 'Wonosobo, Jawa Tengah' },
  { name: 'Hutan Kota Salatiga', lat: -7.331, lng: 110.508, address: 'Salatiga, Jawa Tengah' },
  {
    name: 'Daerah Aliran Sungai Garang',
    lat: -7.05,
    lng: 110.41,
    address: 'Gunungpati, Semarang, Jawa Tengah',
  },
];
const statuses = ['draft', 'active', 'active', 'finished'];
const species = ['mahoni', 'sengon', 'jati', 'mangrove'];
export const activities = ['nursery', 'planting', 'monitoring'];
const colours = ['#1a7f37', '#2f6f4e', '#8a5a00', '#0b5cad'];

export const pad = (n: number) => String(n).padStart(2, '0');

/** Rows of the demonstration module "Contoh Komponen", a value of every field type in each. */
function contohKomponenRows(
  random: () => number,
  partnerIds: number[],
  pictures: string[],
): SeedRow<typeof contohKomponen>[] {
  return places.map((place, i) => {
    const month = 1 + (i % 9);
    const day = 1 + ((i * 3) % 27);
    const partner = partnerIds[i % partnerIds.length];
    const chosen = species.filter(() => random() < 0.5);
    return {
      name: place.name,
      email: `kebun${i + 1}@contoh.example.id`,
      code: `KK-${pad(i + 1)}`,
      phone: `+62 812-55${pad(i)}-${1000 + i * 7}`,
      website: `https://kebun-${i + 1}.example.id`,
      color: pick(random, colours),
      quantity: 100 * (1 + Math.floor(random() * 50)),
      height: Math.round(random() * 120) / 10,
      price: 15000 * (1 + Math.floor(random() * 20)),
      verified: i % 3 !== 0,
      planted_on: `2026-${pad(month)}-${pad(day)}`,
      reported_on: null,
      visited_at: new Date(Date.UTC(2026, month - 1, day, 1 + i, 30)).toISOString(),
      start_time: `${pad(6 + (i % 4))}:30:00`,
      season_year: 2025 + (i % 3),
      period_month: `2026-${pad(month)}`,
      period_week: `2026-W${pad(2 + i * 4)}`,
      campaign_dates: [`2026-${pad(month)}-01`, `2026-${pad(month)}-28`],
      shift_window: [
        new Date(Date.UTC(2026, month - 1, day, 0)).toISOString(),
        new Date(Date.UTC(2026, month - 1, day, 8)).toISOString(),
      ],
      working_hours: ['07:00:00', '15:00:00'],
      project_years: [2026, 2028 + (i % 3)],
      report_months: [`2026-${pad(month)}`, `2026-${pad(Math.min(12, month + 3))}`],
      survey_weeks: [`2026-W${pad(1 + i)}`, `2026-W${pad(10 + i)}`],
      location: { lat: place.lat, lng: place.lng, formatted_address: place.address },
      notes: `Catatan lapangan ${place.name}: bibit sehat, perlu penyiraman rutin.`,
      story: `<p>Warga sekitar <strong>${place.name}</strong> menanam bersama.</p><ul><li>Pembibitan</li><li>Penanaman</li></ul>`,
      photo: pictures[i % pictures.length],
      document: null,
      gallery: pictures.slice(0, 1 + (i % 3)),
      videos: [],
      status: statuses[i % statuses.length],
      priority: String(1 + (i % 3)),
      species: chosen.length > 0 ? chosen : ['mahoni'],
      activities: activities.slice(0, 1 + (i % 3)),
      partner_id: partner,
      sponsor_id: partnerIds[(i + 1) % partnerIds.length],
      supporter_ids: partnerIds.slice(0, 1 + (i % 4)),
      plantings: [
        { species: pick(random, species), count: 10 + i * 5, planted_on: `2026-${pad(month)}-${pad(day)}` },
        { species: pick(random, species), count: 20 + i, planted_on: null },
      ],
      created_at: new Date(Date.UTC(2026, 0, 1 + i)),
      updated_at: new Date(Date.UTC(2026, 0, 1 + i)),
    };
  });
}

/** Each demo row linked to a few partners, for the mapping toggle list. */
function contohKomponenPartnerLinks(ids: number[], partnerIds: number[]) {
  return ids.flatMap((id, i) =>
    partnerIds
      .filter((_, k) => (k + i) % 3 === 0)
      .map((partner) => ({ contoh_komponen_id: id, partner_id: partner })),
  );
}

/** The demonstration rows, linked to the demo partners and showing their logos. */
export async function seedContohKomponen(seed: SeedContext<typeof contohKomponen>): Promise<void> {
  const partnerIds = seed.ids('partners');
  const db = seed.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
  const logos = await db.selectFrom('partners').select('file_logo').orderBy('id').execute();
  const pictures = logos.map((l) => String(l.file_logo));
  const ids = await seed.insert(contohKomponenRows(seed.random, partnerIds, pictures));
  await db
    .insertInto('contoh_komponen_partners')
    .values(contohKomponenPartnerLinks(ids, partnerIds))
    .execute();
}
