import type { Lang } from '@rimba/core';
import type { FastifyBaseLogger } from 'fastify';
import { type Address, address, type Geocoder, type Point, pointText } from './provider.js';

/** The parts of a Nominatim `format=jsonv2` reverse answer that are read here. */
interface NominatimReply {
  display_name?: unknown;
  address?: Record<string, unknown>;
  /** Set instead of an address where nothing is found, e.g. at sea ("Unable to geocode"). */
  error?: unknown;
}

export interface NominatimOptions {
  /** Base URL of a Nominatim-compatible service, without a trailing slash. */
  url: string;
  /** Nominatim's usage policy asks every application to name itself. */
  userAgent: string;
  timeoutMs: number;
  /** Answers when the service fails, is too slow or knows no address for the point. */
  fallback: Geocoder;
  log: FastifyBaseLogger;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

const firstOf = (parts: Record<string, unknown>, keys: string[], skip: string[] = []) =>
  keys.map((key) => text(parts[key])).find((value) => value && !skip.includes(value)) ?? '';

/**
 * Nominatim's address keys in Indonesian terms. OpenStreetMap's Indonesian boundaries reach Nominatim as:
 * provinsi → state; kabupaten → county, kota → city (some data says regency or state_district);
 * kecamatan → city_district inside a kota, otherwise district, municipality or a town's name;
 * desa/kelurahan → village, or suburb in a city, or hamlet. `region` is skipped: it holds the island
 * group ("Jawa"), not an administrative level.
 */
export function addressFromNominatim(reply: NominatimReply, fallbackText: string): Address {
  const parts = reply.address ?? {};
  const district = firstOf(parts, ['county', 'city', 'regency', 'state_district']);
  const village = firstOf(parts, ['village', 'suburb', 'hamlet', 'quarter']);
  return address({
    formatted_address: text(reply.display_name) || fallbackText,
    route: firstOf(parts, ['road', 'pedestrian']),
    streetNumber: firstOf(parts, ['house_number']),
    village,
    subdistrict: firstOf(parts, ['city_district', 'district', 'municipality', 'town'], [district, village]),
    district,
    province: firstOf(parts, ['state']),
    country: firstOf(parts, ['country']),
    postal_code: firstOf(parts, ['postcode']),
  });
}

/** The latest answers, each for a few minutes, the oldest dropped first beyond `size`. */
class RecentAnswers {
  private readonly entries = new Map<string, { expires: number; address: Address }>();

  constructor(
    private readonly size: number,
    private readonly ttlMs: number,
  ) {}

  get(key: string): Address | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expires > Date.now()) return entry.address;
    this.entries.delete(key);
    return undefined;
  }

  set(key: string, found: Address): void {
    this.entries.delete(key);
    this.entries.set(key, { expires: Date.now() + this.ttlMs, address: found });
    const oldest = this.entries.keys().next();
    if (this.entries.size > this.size && !oldest.done) this.entries.delete(oldest.value);
  }
}

/**
 * Reverse geocoding through a Nominatim-compatible service (`/reverse?format=jsonv2`). A point already
 * asked for in the same language in the last ten minutes (to five decimals) is answered from memory, as
 * the service's usage policy asks; a failing service never fails the call: the fallback answers.
 */
export class NominatimGeocoder implements Geocoder {
  private readonly recent = new RecentAnswers(1000, 10 * 60_000);

  constructor(private readonly options: NominatimOptions) {}

  async reverse(point: Point, lang: Lang): Promise<Address> {
    const key = `${lang} ${pointText(point)}`;
    const cached = this.recent.get(key);
    if (cached) return cached;
    let reply: NominatimReply;
    try {
      reply = await this.ask(point, lang);
    } catch (error) {
      this.options.log.warn(
        { err: error, geocoder: this.options.url },
        'reverse geocoding service failed; answering from the offline country shapes',
      );
      return this.options.fallback.reverse(point, lang);
    }
    const found =
      reply.error || typeof reply.address !== 'object' || reply.address === null
        ? await this.options.fallback.reverse(point, lang)
        : addressFromNominatim(reply, pointText(point));
    this.recent.set(key, found);
    return found;
  }

  private async ask(point: Point, lang: Lang): Promise<NominatimReply> {
    const query = new URLSearchParams({
      format: 'jsonv2',
      lat: String(point.lat),
      lon: String(point.lng),
      addressdetails: '1',
      'accept-language': lang,
    });
    const response = await fetch(`${this.options.url}/reverse?${query}`, {
      headers: { accept: 'application/json', 'user-agent': this.options.userAgent },
      signal: AbortSignal.timeout(this.options.timeoutMs),
    });
    if (!response.ok) throw new Error(`the service answered HTTP ${response.status}`);
    const reply = (await response.json()) as NominatimReply | null;
    if (typeof reply !== 'object' || reply === null) throw new Error('the service answered no JSON object');
    return reply;
  }
}
