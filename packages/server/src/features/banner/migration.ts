/** The banners' texts in English too (optional: the Indonesian text stands in). */
export const bannerMigration = {
  '2026-12-02_banners_english': [
    `alter table banners add column title_en varchar(255), add column subtitle_en varchar(255),
      add column description_en text, add column button_text_en varchar(60)`,
  ],
};
