/** A kilometre in degrees of latitude (and of longitude at the equator). */
export const km = 1000 / 111_195;

/** A GeoJSON square with its south-west corner at (lng, lat), a kilometre a side unless told. */
export const squareAt = (lng: number, lat: number, side = km) => ({
  type: 'Polygon',
  coordinates: [
    [
      [lng, lat],
      [lng + side, lat],
      [lng + side, lat + side],
      [lng, lat + side],
      [lng, lat],
    ],
  ],
});
