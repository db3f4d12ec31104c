import { describe, expect, it } from 'vitest';
import { partners } from '../src/resources/index.js';
import { validateRecord } from '../src/validation/record.js';

describe('validateRecord', () => {
  it('reports each failing field with its label in the chosen language', () => {
    const id = validateRecord(partners, { company_name: '  ', website: 'nope' }, 'id', 'create');
    expect(id.errors).toEqual({
      company_name: ['Nama Perusahaan harus diisi'],
      website: ['Situs Web harus berupa URL yang benar'],
      file_logo: ['Logo harus diisi'],
    });
    const en = validateRecord(partners, { company_name: '' }, 'en', 'create');
    expect(en.errors.company_name).toEqual(['Company Name is required']);
  });

  it('trims text and stores empty optional values as null', () => {
    const { values, errors } = validateRecord(
      partners,
      { company_name: '  PT Hutan  ', file_logo: '/uploads/x.png', description: '' },
      'id',
      'create',
    );
    expect(errors).toEqual({});
    expect(values).toMatchObject({
      company_name: 'PT Hutan',
      description: null,
      file_logo: '/uploads/x.png',
    });
  });

  it('checks on update only the fields that are sent', () => {
    const { values, errors } = validateRecord(partners, { website: 'https://a.id' }, 'id', 'update');
    expect(errors).toEqual({});
    expect(values).toEqual({ website: 'https://a.id' });
    expect(validateRecord(partners, { company_name: '' }, 'id', 'update').errors).toHaveProperty(
      'company_name',
    );
  });
});
