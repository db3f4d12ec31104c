import { contohKomponen } from '@rimba/core';
import dayjs from 'dayjs';
import type { FormEvent } from '../modules/config';
import { adminPart } from '../modules/part';
import { displayTimeZone } from '../time/zone';

/** A finished planting is reported today (in the user's zone) unless a report date is given. */
const reportToday: FormEvent = (value, { values, setValue }) => {
  if (value === 'finished' && !values.reported_on) {
    setValue('reported_on', dayjs().tz(displayTimeZone()).format('YYYY-MM-DD'));
  }
};

export const contohKomponenAdmin = adminPart(contohKomponen, {
  config: {
    mode: { filter: 'sidebar' },
    fields: {
      name: { create: { attr: { autoComplete: 'off' } }, update: { attr: { autoComplete: 'off' } } },
      notes: { list: { show: false } },
      price: { detail: { type: 'money' } },
      website: { detail: { type: 'button' } },
      gallery: { detail: { type: 'file-multiple-img' } },
      quantity: {
        create: { option: { append: { id: 'pohon', en: 'trees' } } },
        update: { option: { append: { id: 'pohon', en: 'trees' } } },
      },
      height: {
        create: { option: { append: { id: 'm', en: 'm' } } },
        update: { option: { append: { id: 'm', en: 'm' } } },
      },
      // The report date is asked only of a finished planting, and starts at today when it finishes; the
      // filter takes several statuses.
      status: {
        create: { option: { toggle_field: { finished: ['reported_on'] } }, event: { change: reportToday } },
        update: { option: { toggle_field: { finished: ['reported_on'] } }, event: { change: reportToday } },
        filter: { option: { multiple: true } },
      },
      priority: { filter: { option: { multiple: true } } },
      // Partners are named by their company and show their website as a tooltip.
      supporter_ids: {
        create: { option: { list_pointer: { label: 'company_name', tooltip: 'website' } } },
        update: { option: { list_pointer: { label: 'company_name', tooltip: 'website' } } },
      },
    },
  },
  extraModules: [
    {
      // The list edited inline, 50 rows a page (admin spec §2 "Editable table").
      route: '/master/contoh-komponen-tabel',
      menu: { module: 'master', group: 'demo', path: '/contoh-komponen-tabel' },
      title: { id: 'Contoh Tabel Edit', en: 'Editable Table Example' },
      config: { layout: 'editable' },
    },
  ],
});
