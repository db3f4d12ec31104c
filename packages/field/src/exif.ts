import piexif from 'piexifjs';
import type { LocalPhoto } from './db';

/**
 * A photo's capture time and place as EXIF, read from the camera's file and written into the shrunk copy
 * (drawing through a canvas drops them). Loaded with `import()` when a photo is kept, so piexifjs is not
 * part of the app's first load. piexifjs works on "binary strings", one character per byte.
 */

const binary = (bytes: Uint8Array): string => {
  let text = '';
  for (let at = 0; at < bytes.length; at += 0x8000)
    text += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return text;
};
const bytesOf = (text: string): Uint8Array<ArrayBuffer> =>
  Uint8Array.from(text, (char) => char.charCodeAt(0));

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A time as EXIF writes it, `YYYY:MM:DD HH:MM:SS`, on the phone's clock (EXIF times have no zone). */
export const exifTime = (date: Date): string =>
  `${date.getFullYear()}:${pad(date.getMonth() + 1)}:${pad(date.getDate())} ` +
  `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;

/**
 * The EXIF block of a JPEG's first bytes (its APP1 segment from "Exif"), found by walking the segments
 * before the picture data: the camera's file need not be read whole. Undefined when there is none.
 */
function exifSegment(jpeg: Uint8Array): string | undefined {
  if (jpeg[0] !== 0xff || jpeg[1] !== 0xd8) return undefined;
  let at = 2;
  while (at + 4 <= jpeg.length && jpeg[at] === 0xff && jpeg[at + 1] !== 0xda) {
    const end = at + 2 + (((jpeg[at + 2] ?? 0) << 8) | (jpeg[at + 3] ?? 0));
    const body = binary(jpeg.subarray(at + 4, Math.min(end, jpeg.length)));
    if (jpeg[at + 1] === 0xe1 && body.startsWith('Exif\0\0')) return body;
    at = end;
  }
  return undefined;
}

/** When the camera says the photo was taken (EXIF DateTimeOriginal, on its clock), if it says so. */
export function readTakenAt(jpeg: Uint8Array): Date | undefined {
  const segment = exifSegment(jpeg);
  if (!segment) return undefined;
  try {
    const value = piexif.load(segment).Exif?.[piexif.ExifIFD.DateTimeOriginal];
    const [, y, mo, d, h, mi, s] = /^(\d{4}):(\d\d):(\d\d) (\d\d):(\d\d):(\d\d)/.exec(String(value)) ?? [];
    const date = new Date(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
    return value && y && !Number.isNaN(date.getTime()) ? date : undefined;
  } catch {
    return undefined; // a broken EXIF block: the file's time is used instead
  }
}

/** Degrees as EXIF's degrees, minutes and seconds to 1/10000" (about 3 mm); piexif's own helper keeps 1/100". */
const dms = (degrees: number): [number, number][] => {
  const abs = Math.abs(degrees);
  const seconds = Math.round(abs * 36_000_000); // in 1/10000"
  return [
    [Math.floor(seconds / 36_000_000), 1],
    [Math.floor((seconds % 36_000_000) / 600_000), 1],
    [seconds % 600_000, 10_000],
  ];
};

/**
 * A JPEG with the capture time (DateTimeOriginal and DateTime) and, with a GPS fix, the place (latitude,
 * longitude, the fix's accuracy as GPSHPositioningError, and the time in UTC as GPS stamps) as EXIF, in
 * place of any EXIF it had. piexifjs knows no OffsetTimeOriginal, so the time's zone is not written.
 */
export function writeExif(
  jpeg: Uint8Array,
  takenAt: Date,
  place?: LocalPhoto['place'],
): Uint8Array<ArrayBuffer> {
  const time = exifTime(takenAt);
  const exif: piexif.ExifDict = {
    '0th': { [piexif.ImageIFD.DateTime]: time },
    Exif: { [piexif.ExifIFD.DateTimeOriginal]: time },
  };
  if (place) {
    const iso = takenAt.toISOString(); // 2026-11-27T06:15:44.123Z
    exif.GPS = {
      [piexif.GPSIFD.GPSVersionID]: [2, 3, 0, 0],
      [piexif.GPSIFD.GPSLatitudeRef]: place.lat < 0 ? 'S' : 'N',
      [piexif.GPSIFD.GPSLatitude]: dms(place.lat),
      [piexif.GPSIFD.GPSLongitudeRef]: place.lng < 0 ? 'W' : 'E',
      [piexif.GPSIFD.GPSLongitude]: dms(place.lng),
      [piexif.GPSIFD.GPSDateStamp]: iso.slice(0, 10).replaceAll('-', ':'),
      [piexif.GPSIFD.GPSTimeStamp]: iso
        .slice(11, 19)
        .split(':')
        .map((part) => [Number(part), 1]),
      ...(place.accuracy_m !== undefined && {
        [piexif.GPSIFD.GPSHPositioningError]: [Math.round(place.accuracy_m * 100), 100],
      }),
    };
  }
  return bytesOf(piexif.insert(piexif.dump(exif), binary(jpeg)));
}
