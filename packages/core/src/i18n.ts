/** The two languages of Rimba. Indonesian is the default everywhere. */
export const languages = ['id', 'en'] as const;
export type Lang = (typeof languages)[number];
export const defaultLang: Lang = 'id';

/** A text in both languages. */
export type Text = Record<Lang, string>;

/** Picks the best supported language from an Accept-Language header or a stored choice. */
export function pickLang(header: string | undefined | null): Lang {
  if (!header) return defaultLang;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q.trim().slice(2)) || 0 : 1 };
    })
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    const base = tag.split('-')[0];
    if (base === 'id' || base === 'in') return 'id';
    if (base === 'en') return 'en';
  }
  return defaultLang;
}

/** Replaces `{name}` placeholders with values. */
export function interpolate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}
