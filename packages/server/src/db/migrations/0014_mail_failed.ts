/**
 * The mails given up as failed, which the metrics count at every scrape: without it the count reads the
 * whole outbox, every mail ever sent included.
 */
export const statements = [`create index mail_outbox_failed_idx on mail_outbox (id) where status = 'failed'`];
