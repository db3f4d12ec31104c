/** A province of Indonesia: its official (Kemendagri/BPS) code, its name and a point well inside it. */
export interface ProvinceOfIndonesia {
  code: string;
  name: string;
  lat: number;
  lng: number;
}

/** Indonesia's 38 provinces, each with a point inside it where maps put its label. */
export const provincesOfIndonesia: readonly ProvinceOfIndonesia[] = [
  { code: '11', name: 'Aceh', lat: 4.6, lng: 96.8 },
  { code: '12', name: 'Sumatera Utara', lat: 2.1, lng: 99.5 },
  { code: '13', name: 'Sumatera Barat', lat: -0.74, lng: 100.8 },
  { code: '14', name: 'Riau', lat: 0.29, lng: 101.7 },
  { code: '15', name: 'Jambi', lat: -1.6, lng: 103.1 },
  { code: '16', name: 'Sumatera Selatan', lat: -3.3, lng: 104.0 },
  { code: '17', name: 'Bengkulu', lat: -3.6, lng: 102.3 },
  { code: '18', name: 'Lampung', lat: -4.9, lng: 105.0 },
  { code: '19', name: 'Kepulauan Bangka Belitung', lat: -2.3, lng: 106.1 },
  { code: '21', name: 'Kepulauan Riau', lat: 1.0, lng: 104.1 },
  { code: '31', name: 'DKI Jakarta', lat: -6.2, lng: 106.85 },
  { code: '32', name: 'Jawa Barat', lat: -6.9, lng: 107.6 },
  { code: '33', name: 'Jawa Tengah', lat: -7.15, lng: 110.14 },
  { code: '34', name: 'DI Yogyakarta', lat: -7.88, lng: 110.43 },
  { code: '35', name: 'Jawa Timur', lat: -7.54, lng: 112.24 },
  { code: '36', name: 'Banten', lat: -6.4, lng: 106.06 },
  { code: '51', name: 'Bali', lat: -8.34, lng: 115.09 },
  { code: '52', name: 'Nusa Tenggara Barat', lat: -8.65, lng: 117.36 },
  { code: '53', name: 'Nusa Tenggara Timur', lat: -8.66, lng: 121.08 },
  { code: '61', name: 'Kalimantan Barat', lat: -0.28, lng: 111.48 },
  { code: '62', name: 'Kalimantan Tengah', lat: -1.68, lng: 113.38 },
  { code: '63', name: 'Kalimantan Selatan', lat: -3.09, lng: 115.28 },
  { code: '64', name: 'Kalimantan Timur', lat: 0.54, lng: 116.42 },
  { code: '65', name: 'Kalimantan Utara', lat: 3.07, lng: 116.04 },
  { code: '71', name: 'Sulawesi Utara', lat: 0.62, lng: 123.97 },
  { code: '72', name: 'Sulawesi Tengah', lat: -1.43, lng: 121.45 },
  { code: '73', name: 'Sulawesi Selatan', lat: -3.67, lng: 119.97 },
  { code: '74', name: 'Sulawesi Tenggara', lat: -4.14, lng: 122.17 },
  { code: '75', name: 'Gorontalo', lat: 0.7, lng: 122.45 },
  { code: '76', name: 'Sulawesi Barat', lat: -2.84, lng: 119.23 },
  { code: '81', name: 'Maluku', lat: -3.24, lng: 130.15 },
  { code: '82', name: 'Maluku Utara', lat: 1.57, lng: 127.8 },
  { code: '91', name: 'Papua', lat: -2.6, lng: 140.1 },
  { code: '92', name: 'Papua Barat', lat: -1.34, lng: 133.17 },
  { code: '93', name: 'Papua Selatan', lat: -7.0, lng: 139.5 },
  { code: '94', name: 'Papua Tengah', lat: -3.9, lng: 136.3 },
  { code: '95', name: 'Papua Pegunungan', lat: -4.1, lng: 138.9 },
  { code: '96', name: 'Papua Barat Daya', lat: -1.0, lng: 131.5 },
];
