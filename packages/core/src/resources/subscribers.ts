import { defineResource } from '../resource.js';

/** What becomes of a newsletter subscription: confirmed from the mailed link, ended by its own link. */
export const subscriberStatuses = ['pending', 'active', 'unsubscribed'] as const;
export type SubscriberStatus = (typeof subscriberStatuses)[number];

/**
 * Newsletter subscribers, by double opt-in: an address given in the site's footer waits until its owner
 * confirms it from the mailed link, and every mail to it carries a link that ends the subscription.
 * Staff read and remove subscriptions; only their owners start, confirm and end them.
 */
export const subscribers = defineResource({
  name: 'subscribers',
  table: 'subscribers',
  title: { id: 'Pelanggan Buletin', en: 'Newsletter Subscribers' },
  menu: { module: 'master', path: '/subscribers' },
  actions: ['read', 'delete'],
  personal: true,
  defaultOrder: { field: 'created_at', sort: 'DESC' },
  fields: {
    email: {
      type: 'email',
      label: { id: 'Email', en: 'Email' },
      rules: 'required|max:254',
      searchable: true,
      sortable: true,
    },
    status: {
      type: 'select',
      label: { id: 'Status', en: 'Status' },
      rules: 'required|max:32',
      options: [
        { value: 'pending', label: { id: 'Menunggu Konfirmasi', en: 'Awaiting Confirmation' } },
        { value: 'active', label: { id: 'Aktif', en: 'Active' } },
        { value: 'unsubscribed', label: { id: 'Berhenti', en: 'Unsubscribed' } },
      ],
      form: false,
      sortable: true,
    },
    // The language the subscriber used on the site: their mails are written in it.
    lang: {
      type: 'select',
      label: { id: 'Bahasa', en: 'Language' },
      rules: 'required|max:2',
      options: [
        { value: 'id', label: { id: 'Indonesia', en: 'Indonesian' } },
        { value: 'en', label: { id: 'Inggris', en: 'English' } },
      ],
      form: false,
    },
    confirmed_at: {
      type: 'datetime',
      label: { id: 'Dikonfirmasi', en: 'Confirmed At' },
      form: false,
      sortable: true,
    },
    unsubscribed_at: {
      type: 'datetime',
      label: { id: 'Berhenti Pada', en: 'Unsubscribed At' },
      form: false,
    },
  },
  publicWrite: {
    path: 'subscriber',
    fields: ['email'],
    rateLimit: { max: 5, minutes: 10 },
    honeypot: 'website',
    maxBodyKb: 2,
  },
});
