import { contohKomponenLog } from '@rimba/core';
import { adminPart } from '../modules/part';

export const contohKomponenLogAdmin = adminPart(contohKomponenLog, {
  config: {
    layout: 'card',
    mode: { create: 'modal', update: 'modal', filter: 'modal' },
    fields: {
      contoh_komponen_id: { list: { view_data: 'contoh_komponen_id' } },
    },
  },
  extraModules: [
    {
      // Fields built at run time from the server's model of the activity log (admin spec §3 model_api).
      route: '/master/contoh-model',
      menu: { module: 'master', group: 'demo', path: '/contoh-model' },
      title: { id: 'Contoh Model API', en: 'Model API Example' },
      config: { model_api: 'contoh-komponen-log', mode: { filter: 'inline' } },
    },
  ],
});
