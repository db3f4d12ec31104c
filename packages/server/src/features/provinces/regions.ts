/**
 * The demo's regions: Indonesia's 38 provinces by their official codes, with a point inside each, and
 * the management units where the foundation's farmers plant, each centred on its regency.
 */
export interface DemoProvince {
  code: string;
  name: string;
  lat: number;
  lng: number;
}

export const demoProvinces: DemoProvince[] = [
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

/**
 * A management unit: its regency (by BPS code), the province it lies in, where it is centred, and its
 * share of the trees (Java's units plant the most).
 */
export interface DemoUnit {
  regencyCode: string;
  regency: string;
  province: string;
  lat: number;
  lng: number;
  weight: number;
}

export const demoUnits: DemoUnit[] = [
  { regencyCode: '3307', regency: 'Wonosobo', province: '33', lat: -7.36, lng: 109.9, weight: 10 },
  { regencyCode: '3323', regency: 'Temanggung', province: '33', lat: -7.32, lng: 110.17, weight: 8 },
  { regencyCode: '3324', regency: 'Kendal', province: '33', lat: -7.03, lng: 110.17, weight: 7 },
  { regencyCode: '3316', regency: 'Blora', province: '33', lat: -7.05, lng: 111.42, weight: 6 },
  { regencyCode: '3318', regency: 'Pati', province: '33', lat: -6.75, lng: 111.04, weight: 6 },
  { regencyCode: '3302', regency: 'Banyumas', province: '33', lat: -7.45, lng: 109.16, weight: 6 },
  { regencyCode: '3205', regency: 'Garut', province: '32', lat: -7.22, lng: 107.9, weight: 7 },
  { regencyCode: '3211', regency: 'Sumedang', province: '32', lat: -6.86, lng: 107.92, weight: 5 },
  { regencyCode: '3208', regency: 'Kuningan', province: '32', lat: -6.98, lng: 108.48, weight: 5 },
  { regencyCode: '3207', regency: 'Ciamis', province: '32', lat: -7.33, lng: 108.35, weight: 4 },
  { regencyCode: '3507', regency: 'Malang', province: '35', lat: -8.05, lng: 112.63, weight: 5 },
  { regencyCode: '3511', regency: 'Bondowoso', province: '35', lat: -7.91, lng: 113.82, weight: 4 },
  { regencyCode: '3403', regency: 'Gunungkidul', province: '34', lat: -7.96, lng: 110.6, weight: 4 },
  { regencyCode: '1804', regency: 'Lampung Barat', province: '18', lat: -5.05, lng: 104.2, weight: 3 },
  { regencyCode: '5203', regency: 'Lombok Timur', province: '52', lat: -8.52, lng: 116.53, weight: 3 },
  { regencyCode: '5307', regency: 'Sikka', province: '53', lat: -8.67, lng: 122.22, weight: 2 },
  { regencyCode: '7306', regency: 'Gowa', province: '73', lat: -5.25, lng: 119.73, weight: 3 },
  { regencyCode: '6105', regency: 'Sintang', province: '61', lat: 0.07, lng: 111.5, weight: 2 },
  { regencyCode: '1212', regency: 'Toba', province: '12', lat: 2.33, lng: 99.1, weight: 2 },
  { regencyCode: '9103', regency: 'Jayapura', province: '91', lat: -2.6, lng: 140.3, weight: 1 },
  { regencyCode: '5108', regency: 'Buleleng', province: '51', lat: -8.2, lng: 115.0, weight: 2 },
  { regencyCode: '1104', regency: 'Aceh Tengah', province: '11', lat: 4.6, lng: 96.85, weight: 1 },
  { regencyCode: '1302', regency: 'Solok', province: '13', lat: -0.85, lng: 100.75, weight: 2 },
  { regencyCode: '6402', regency: 'Kutai Kartanegara', province: '64', lat: -0.4, lng: 116.7, weight: 1 },
  { regencyCode: '7204', regency: 'Poso', province: '72', lat: -1.4, lng: 120.75, weight: 1 },
];

/** Common village and district names of the archipelago. */
export const villageNames = (
  'Sukamaju, Sukajadi, Mekarsari, Sidomulyo, Sumberejo, Karangrejo, Tegalsari, Purwodadi, Mulyorejo, ' +
  'Wonorejo, Margamulya, Cibodas, Ciherang, Sindangsari, Banjarsari, Kedungwuni, Jatimulyo, Tanjungsari, ' +
  'Gunungsari, Sukaresmi, Pagerwangi, Kalibening, Sidorejo, Rejosari, Tlogomulyo, Kertajaya, Sumbersari, ' +
  'Karanganyar, Bumiayu, Sukamulya, Tirtomoyo, Ngadirejo, Kaliurang, Sendangsari, Giripurwo'
).split(', ');

export const districtNames = (
  'Kertek, Garung, Kejajar, Mojotengah, Leksono, Selomerto, Kaliwiro, Sapuran, Kepil, Wadaslintang, ' +
  'Parakan, Ngadirejo, Tembarak, Bulu, Kledung'
).split(', ');

/** Villages per unit in the demo, and how far (in degrees) a unit's villages lie from its centre. */
export const villagesPerUnit = 8;
export const unitSpread = 0.18;
