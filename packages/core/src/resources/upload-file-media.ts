import { defineResource } from '../resource.js';

/**
 * The media library: pictures and documents uploaded once, with a title and an alternative text in each
 * language, that editors then pick for the file fields of any module instead of uploading them again.
 */
export const uploadFileMedia = defineResource({
  name: 'upload-file-media',
  table: 'upload_file_media',
  title: { id: 'Pustaka Media', en: 'Media Library' },
  menu: { module: 'master', path: '/upload-file-media' },
  mediaLibrary: { file: 'file_media', label: 'title' },
  fields: {
    title: {
      type: 'text',
      label: { id: 'Judul', en: 'Title' },
      rules: 'required|max:255',
      searchable: true,
      sortable: true,
      translate: true,
    },
    file_media: {
      type: 'file',
      label: { id: 'Berkas', en: 'File' },
      rules: 'required|max:255',
      hint: {
        id: 'Gambar (JPG, PNG, WebP, GIF, AVIF), dokumen (PDF, XLSX, DOCX), video (MP4, WebM) atau peta (GeoJSON), di bawah 5 MB',
        en: 'A picture (JPG, PNG, WebP, GIF, AVIF), document (PDF, XLSX, DOCX), video (MP4, WebM) or map (GeoJSON), under 5 MB',
      },
      maxSizeMb: 5,
    },
    // Read by screen readers and shown when a picture cannot load, wherever the picture is used.
    alt_text: {
      type: 'text',
      label: { id: 'Teks Alternatif', en: 'Alternative Text' },
      rules: 'max:255',
      hint: {
        id: 'Apa yang tampak pada gambar, untuk pembaca layar',
        en: 'What the picture shows, for screen readers',
      },
      searchable: true,
      translate: true,
    },
    kind: {
      type: 'select',
      label: { id: 'Jenis', en: 'Kind' },
      rules: 'max:16',
      // Set by the server from the stored file's real type, never typed in.
      form: false,
      sortable: true,
      options: [
        { value: 'image', label: { id: 'Gambar', en: 'Image' } },
        { value: 'video', label: { id: 'Video', en: 'Video' } },
        { value: 'document', label: { id: 'Dokumen', en: 'Document' } },
      ],
    },
  },
});
