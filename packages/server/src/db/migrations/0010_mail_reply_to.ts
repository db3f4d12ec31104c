/** A mail may name where answers go (an enquiry from the site is answered to the visitor who sent it). */
export const statements = [`alter table mail_outbox add column reply_to varchar(255)`];
