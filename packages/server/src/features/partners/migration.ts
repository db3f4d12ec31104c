/** The partners' descriptions in English too (optional: the Indonesian text stands in). */
export const partnersMigration = {
  '2026-11-24_a5_partners_english': [`alter table partners add column description_en text`],
};
