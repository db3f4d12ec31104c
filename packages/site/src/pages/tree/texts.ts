import { addTexts } from '../../i18n';

/** The texts of the tree page in both languages, loaded with its own chunk. */
const id = {
  treePage: {
    title: 'Pohon {{code}}',
    description: '{{count}} pohon {{species}} ditanam oleh {{farmer}} di {{village}}, {{province}}.',
    code: 'Kode pohon (WIN)',
    species: 'Jenis pohon',
    farmer: 'Petani',
    village: 'Desa',
    district: 'Kecamatan',
    regency: 'Kabupaten',
    province: 'Provinsi',
    planted: 'Tanggal tanam',
    trees: 'Jumlah pohon',
    status: 'Status',
    places: 'Lokasi penanaman',
    map: 'Peta lokasi pohon di {{place}}',
    qr: 'Kode QR halaman ini',
    track: 'Lihat di peta WIN',
    statuses: { planted: 'Ditanam', growing: 'Tumbuh', harvested: 'Dipanen', dead: 'Mati' },
    plantedFor: 'Ditanam untuk {{sponsor}}',
    message: 'Pesan',
    reports: 'Laporan pertumbuhan',
    noReports: 'Belum ada laporan pertumbuhan dari lapangan untuk kode ini.',
    height: 'Tinggi',
    diameter: 'Diameter',
    survival: 'Tumbuh hidup',
    reportPhoto: 'Foto pohon pada {{date}}',
  },
};

const en: typeof id = {
  treePage: {
    title: 'Tree {{code}}',
    description: '{{count}} {{species}} trees planted by {{farmer}} in {{village}}, {{province}}.',
    code: 'Tree code (WIN)',
    species: 'Tree species',
    farmer: 'Farmer',
    village: 'Village',
    district: 'District',
    regency: 'Regency',
    province: 'Province',
    planted: 'Planting date',
    trees: 'Number of trees',
    status: 'Status',
    places: 'Planting places',
    map: 'Map of where the tree stands in {{place}}',
    qr: 'QR code of this page',
    track: 'See it on the WIN map',
    statuses: { planted: 'Planted', growing: 'Growing', harvested: 'Harvested', dead: 'Dead' },
    plantedFor: 'Planted for {{sponsor}}',
    message: 'Message',
    reports: 'Growth reports',
    noReports: 'No growth report has come from the field for this code yet.',
    height: 'Height',
    diameter: 'Diameter',
    survival: 'Survival',
    reportPhoto: 'Photo of the trees on {{date}}',
  },
};

addTexts({ id, en });
