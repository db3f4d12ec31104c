/** The FAQ's questions and answers in English too (optional: the Indonesian text stands in). */
export const faqMigration = {
  '2026-11-23_4_faq_english': [
    `alter table faqs add column question_en varchar(500), add column answer_en text`,
  ],
};
