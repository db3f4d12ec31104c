/** Mails may carry further headers, as JSON: a newsletter's `List-Unsubscribe`, an enquiry's `Reply-To`. */
export const statements = [`alter table mail_outbox add column headers text`];
