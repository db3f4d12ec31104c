/**
 * From which zoom the offline basemap names regencies, and from which it names villages: the style draws
 * them from these zooms, and the server's place tiles hold them from these zooms.
 */
export const placeZooms = { regency: 7, village: 11 } as const;
