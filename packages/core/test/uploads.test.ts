import { describe, expect, it } from 'vitest';
import { defineResource } from '../src/resource.js';
import { resourcesByName } from '../src/resources/index.js';
import {
  acceptedText,
  fileFieldsOf,
  isChosenFileAccepted,
  uploadAccept,
  uploadLimitsOf,
  uploadRefusal,
} from '../src/uploads.js';

const mb = 1024 * 1024;
const gallery = defineResource({
  name: 'galeri',
  title: { id: 'Galeri', en: 'Gallery' },
  menu: { module: 'master', path: '/galeri' },
  fields: {
    cover: { type: 'image', label: { id: 'Sampul', en: 'Cover' }, rules: 'mimes:image/png,jpg|size:200' },
    poster: {
      type: 'image',
      label: { id: 'Poster', en: 'Poster' },
      rules: 'dimensions:800,600',
      maxSizeMb: 2,
    },
    attachment: { type: 'file', label: { id: 'Lampiran', en: 'Attachment' } },
    layer: { type: 'file', label: { id: 'Peta', en: 'Map' }, accept: 'application/geo+json' },
    stops: {
      type: 'slave',
      label: { id: 'Titik', en: 'Stops' },
      fields: { photo: { type: 'image', label: { id: 'Foto', en: 'Photo' } } },
    },
  },
});
const field = (name: string) => gallery.fieldsByName.get(name)!;

describe('upload limits of a file field', () => {
  it('takes the kinds both the server and the field allow, by accept and by the mimes rule', () => {
    const document = resourcesByName.get('contoh-komponen')!.fieldsByName.get('document')!;
    // .csv and .doc cannot be told from their bytes, so the server takes neither.
    expect(acceptedText(uploadLimitsOf(document))).toBe('jpg, png, webp, gif, avif, pdf, xlsx, docx');
    expect(acceptedText(uploadLimitsOf(field('cover')))).toBe('jpg, png');
    expect(acceptedText(uploadLimitsOf(field('attachment')))).toBe(
      'jpg, png, webp, gif, avif, pdf, xlsx, docx, mp4, webm, geojson',
    );
    expect(uploadAccept(field('cover'))).toBe('image/jpeg,.jpg,.jpeg,image/png,.png');
    expect(uploadAccept(field('layer'))).toBe('application/geo+json,.geojson,.json');
  });

  it('lets a browser offer a GeoJSON file by its extension, whatever type the browser gives it', () => {
    const layer = uploadLimitsOf(field('layer'));
    expect(isChosenFileAccepted(layer, { type: '', name: 'batas.geojson' })).toBe(true);
    expect(isChosenFileAccepted(layer, { type: 'application/json', name: 'batas.json' })).toBe(true);
    expect(isChosenFileAccepted(layer, { type: 'application/geo+json', name: 'batas' })).toBe(true);
    expect(isChosenFileAccepted(layer, { type: 'image/png', name: 'batas.geojson' })).toBe(false);
    expect(isChosenFileAccepted(uploadLimitsOf(field('cover')), { type: '', name: 'a.JPEG' })).toBe(true);
  });

  it('keeps a size strictly below maxSizeMb (1 MB for an image by default) and at most the size rule', () => {
    const poster = uploadLimitsOf(field('poster'));
    expect(poster).toMatchObject({ maxBytes: 2 * mb - 1, maxText: '2 MB' });
    expect(uploadLimitsOf(field('cover'))).toMatchObject({ maxBytes: 200 * 1024, maxText: '200 KB' });
    expect(uploadLimitsOf(field('attachment'))).toMatchObject({ maxBytes: 5 * mb - 1, maxText: '5 MB' });
    const png = { mime: 'image/png', width: 800, height: 600 };
    expect(uploadRefusal(poster, { ...png, size: 2 * mb - 1 })).toBeNull();
    expect(uploadRefusal(poster, { ...png, size: 2 * mb })).toBe('size');
    expect(uploadRefusal(poster, { ...png, mime: 'application/pdf', size: 10 })).toBe('type');
  });

  it('wants the exact pixel size of the dimensions rule', () => {
    const poster = uploadLimitsOf(field('poster'));
    expect(poster.dimensions).toEqual({ width: 800, height: 600 });
    expect(uploadRefusal(poster, { mime: 'image/png', size: 10, width: 600, height: 800 })).toBe(
      'dimensions',
    );
    expect(uploadRefusal(poster, { mime: 'image/png', size: 10, width: null, height: null })).toBe(
      'dimensions',
    );
  });

  it('finds the file fields of sub-records too', () => {
    expect(fileFieldsOf(gallery).map((f) => f.path)).toEqual([
      'cover',
      'poster',
      'attachment',
      'layer',
      'stops.photo',
    ]);
  });
});
