import { defineResource } from '../resource.js';

/** A department of the foundation: its registrants wait for its department admin's approval. */
export const departments = defineResource({
  name: 'departments',
  title: { id: 'Departemen', en: 'Departments' },
  menu: { module: 'master', path: '/departments' },
  defaultOrder: { field: 'department_name', sort: 'ASC' },
  fields: {
    department_name: {
      type: 'text',
      label: { id: 'Nama Departemen', en: 'Department Name' },
      rules: 'required|max:255',
      searchable: true,
      sortable: true,
    },
    contact_pic: {
      type: 'text',
      label: { id: 'Kontak PIC', en: 'Contact Person' },
      // 'Name - number': the waiting page offers the number after the dash for copying.
      rules: 'required|max:255|regex:^\\S.* - \\+?[0-9][0-9 ()-]{5,19}$',
      placeholder: { id: 'Nama - 0812 3456 7890', en: 'Name - 0812 3456 7890' },
      hint: { id: 'Nama, tanda hubung, lalu nomor telepon', en: 'Name, a dash, then the phone number' },
    },
  },
});
