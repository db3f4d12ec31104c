import type { articleComment } from '@rimba/core';
import type { SeedContext, SeedRow } from '../../resources/parts.js';

const hour = 3_600_000;

/** Visitors' comments, by article index: approved ones the site shows and pending ones staff decide on. */
const comments: [article: number, status: 'approved' | 'pending' | 'rejected', text: string][] = [
  [0, 'approved', 'Semoga mangrovenya tumbuh subur dan pantai Demak pulih kembali.'],
  [0, 'approved', 'Kapan ada kegiatan menanam lagi? Saya ingin ikut bersama keluarga.'],
  [0, 'approved', 'Great work! Mangroves are the best protection for the coast.'],
  [0, 'pending', 'Apakah relawan dari luar Demak boleh ikut menanam?'],
  [1, 'approved', 'Kopi dari lereng Merbabu memang enak, apalagi di bawah pohon peneduh.'],
  [1, 'pending', 'Di mana saya bisa membeli kopinya?'],
  [2, 'approved', 'Artikel yang bermanfaat, terima kasih.'],
  [3, 'rejected', 'Promo pinjaman cepat, hubungi nomor ini!'],
  [5, 'approved', 'Ibu Sumi menginspirasi, semoga panennya berlimpah.'],
];

export async function seedArticleComments(seed: SeedContext<typeof articleComment>): Promise<void> {
  const articles = seed.ids('article');
  const rows: SeedRow<typeof articleComment>[] = comments.map(([a, status, comment], i) => {
    const at = new Date(seed.base + a * 7 * 86_400_000 + (i + 1) * hour);
    return { article_id: articles[a]!, comment, status, created_at: at, updated_at: at };
  });
  await seed.insert(rows);
}
