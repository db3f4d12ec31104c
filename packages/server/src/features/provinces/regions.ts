import { type ProvinceOfIndonesia, provincesOfIndonesia } from '@rimba/core';

/**
 * The demo's regions: Indonesia's 38 provinces by their official codes, with a point inside each, and
 * the management units where the foundation's farmers plant, each centred on its regency.
 */
export type DemoProvince = ProvinceOfIndonesia;

export const demoProvinces: readonly DemoProvince[] = provincesOfIndonesia;

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
