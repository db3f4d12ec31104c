import piexif from 'piexifjs';
import { describe, expect, it } from 'vitest';
import { exifTime, readTakenAt, writeExif } from '../src/exif';

/** A real 8×6 JPEG with no EXIF, as a canvas gives it. */
const jpeg = Uint8Array.from(
  atob(
    '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAAGAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAAAwX/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCOAFOf/9k=',
  ),
  (char) => char.charCodeAt(0),
);
const load = (bytes: Uint8Array) => piexif.load(String.fromCharCode(...bytes));
const degrees = (exif: piexif.ExifDict, value: number, ref: number) =>
  piexif.GPSHelper.dmsRationalToDeg(exif.GPS?.[value], exif.GPS?.[ref]);

describe('a shrunk photo keeps its capture time and place as EXIF', () => {
  const taken = new Date(Date.UTC(2026, 10, 27, 23, 5, 9)); // the next day in Jakarta

  it('writes the time and a GPS fix with its accuracy, read back as given', () => {
    const place = { lat: -0.5123457, lng: 117.1534567, accuracy_m: 4.25 };
    const out = writeExif(jpeg, taken, place);
    expect([...out.subarray(0, 2)]).toEqual([0xff, 0xd8]);
    const exif = load(out);
    expect(exif.Exif?.[piexif.ExifIFD.DateTimeOriginal]).toBe(exifTime(taken));
    expect(exif['0th']?.[piexif.ImageIFD.DateTime]).toBe(exifTime(taken));
    expect(exif.Exif?.[piexif.ExifIFD.DateTimeOriginal]).toMatch(/^\d{4}:\d\d:\d\d \d\d:\d\d:\d\d$/);
    expect(exif.GPS?.[piexif.GPSIFD.GPSLatitudeRef]).toBe('S');
    expect(exif.GPS?.[piexif.GPSIFD.GPSLongitudeRef]).toBe('E');
    expect(degrees(exif, piexif.GPSIFD.GPSLatitude, piexif.GPSIFD.GPSLatitudeRef)).toBeCloseTo(place.lat, 6);
    expect(degrees(exif, piexif.GPSIFD.GPSLongitude, piexif.GPSIFD.GPSLongitudeRef)).toBeCloseTo(
      place.lng,
      6,
    );
    expect(exif.GPS?.[piexif.GPSIFD.GPSHPositioningError]).toEqual([425, 100]);
    expect(exif.GPS?.[piexif.GPSIFD.GPSDateStamp]).toBe('2026:11:27');
    expect(exif.GPS?.[piexif.GPSIFD.GPSTimeStamp]).toEqual([
      [23, 1],
      [5, 1],
      [9, 1],
    ]);
    // West and north, and a fix with no accuracy.
    const west = load(writeExif(jpeg, taken, { lat: 51.4778, lng: -0.0014 }));
    expect(degrees(west, piexif.GPSIFD.GPSLongitude, piexif.GPSIFD.GPSLongitudeRef)).toBeCloseTo(-0.0014, 6);
    expect(west.GPS?.[piexif.GPSIFD.GPSLatitudeRef]).toBe('N');
    expect(west.GPS?.[piexif.GPSIFD.GPSHPositioningError]).toBeUndefined();
  });

  it('writes no GPS tags without a fix', () => {
    const exif = load(writeExif(jpeg, taken));
    expect(exif.Exif?.[piexif.ExifIFD.DateTimeOriginal]).toBe(exifTime(taken));
    expect(exif.GPS ?? {}).toEqual({});
  });

  it("reads the camera's capture time back from a file's first bytes, nothing from a file without EXIF", () => {
    const local = new Date(2025, 0, 2, 3, 4, 5);
    const out = writeExif(jpeg, local);
    expect(exifTime(local)).toBe('2025:01:02 03:04:05');
    expect(readTakenAt(out)?.getTime()).toBe(local.getTime());
    expect(readTakenAt(out.subarray(0, 200))?.getTime()).toBe(local.getTime());
    expect(readTakenAt(jpeg)).toBeUndefined();
    expect(readTakenAt(new TextEncoder().encode('not a photo'))).toBeUndefined();
  });
});
