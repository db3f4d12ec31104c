import { createRequire } from 'node:module';
import isoCountries from 'i18n-iso-countries';
import maxmind, { type Reader, type Response } from 'maxmind';

/** A record of the `@ip-location-db` databases, which are not shaped as MaxMind's own. */
type CountryRecord = { country_code?: string };

/** The GeoLite2 country database of `@ip-location-db` (IPv4 and IPv6), read once, on first use. */
let reader: Promise<Reader<Response>> | undefined;
const database = () => {
  reader ??= maxmind.open(
    createRequire(import.meta.url).resolve('@ip-location-db/geolite2-country-mmdb/geolite2-country.mmdb'),
  );
  return reader;
};

const englishNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });

/** Every country's English name (as the admin's visitor counts show them), by its lower-case form. */
const countries = new Map(
  Object.keys(isoCountries.getAlpha2Codes()).flatMap((code) => {
    const name = englishNames.of(code);
    return name ? [[name.toLowerCase(), name] as const] : [];
  }),
);

/**
 * The country of an IP address, by its English name, from the database shipped with the server (no
 * outside call); undefined for a private or unknown address.
 */
export async function countryOfAddress(address: string): Promise<string | undefined> {
  if (!maxmind.validate(address)) return undefined;
  const code = ((await database()).get(address) as CountryRecord | null)?.country_code;
  return code ? englishNames.of(code) : undefined;
}

/** The English name of a country named by a visitor's browser, if it names one. */
export function knownCountry(name: unknown): string | undefined {
  return typeof name === 'string' ? countries.get(name.trim().toLowerCase()) : undefined;
}
