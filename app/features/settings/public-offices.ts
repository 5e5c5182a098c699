import { slugCandidate, slugify } from "~/platform/format/slug";

import type { OfficeSetting } from "./site-settings";

/*
 * The offices as the public pages show them (/locations, /locations/{slug}, the footer, the
 * contact page): each with its address's slug and its own phone, if staff gave one. Pure:
 * made on the server from the settings, read in the browser too.
 */

export interface PublicPhone {
  label: string;
  /** As staff typed it. */
  display: string;
  /** For tel: links and structured data. */
  e164: string;
}

export interface PublicOffice {
  /** Its page is /locations/{slug}: from its name, unique among the offices (officeSlugs). */
  slug: string;
  name: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  /** The office's own number; null: it shows the site's main numbers (officePhones). */
  phone: PublicPhone | null;
}

/** The slug an office's name gives ("Louisiana Office": "louisiana-office"), else its city's. */
function baseSlug(office: Pick<OfficeSetting, "name" | "city" | "state">): string {
  return slugify(office.name) || slugify(`${office.city} ${office.state}`) || "office";
}

/**
 * Each office's slug, in the list's order. An office keeps its slug while its name stays
 * the same, wherever it moves in the list: two offices of the same name are told apart by
 * their city ("gulf-office-sulphur", "gulf-office-beaumont"), and only offices of the same
 * name and city by a number in the list's order.
 */
export function officeSlugs(offices: ReadonlyArray<Pick<OfficeSetting, "name" | "city" | "state">>): string[] {
  const bases = offices.map(baseSlug);
  const withCity = offices.map((office, index) => {
    const base = bases[index]!;
    if (bases.filter((other) => other === base).length === 1) return base;
    return slugify(`${base} ${office.city}`) || base;
  });
  const taken = new Set<string>();
  return withCity.map((base) => {
    let attempt = 1;
    while (taken.has(slugCandidate(base, attempt))) attempt++;
    const slug = slugCandidate(base, attempt);
    taken.add(slug);
    return slug;
  });
}

/** The offices as the pages show them; `toPhone` reads a saved number as the pages link it. */
export function toPublicOffices(
  offices: readonly OfficeSetting[],
  toPhone: (number: string) => PublicPhone | null,
): PublicOffice[] {
  const slugs = officeSlugs(offices);
  return offices.map(({ name, street, city, state, zip, phone }, index) => ({
    slug: slugs[index]!,
    name,
    street,
    city,
    state,
    zip,
    phone: phone ? toPhone(phone) : null,
  }));
}

/** The numbers an office's page gives: its own, else the site's main numbers. */
export function officePhones(office: Pick<PublicOffice, "phone">, mainPhones: readonly PublicPhone[]): PublicPhone[] {
  return office.phone ? [office.phone] : [...mainPhones];
}

/** "100 Main St, Sulphur, LA 70663": the address on one line, for a maps search. */
export function officeAddress(office: Pick<PublicOffice, "street" | "city" | "state" | "zip">): string {
  const place = `${office.city}, ${office.state}${office.zip ? ` ${office.zip}` : ""}`;
  return office.street ? `${office.street}, ${place}` : place;
}

/**
 * 'Get Directions': a plain Google Maps search for the address (a link, no script or embed
 * of theirs on our pages), which opens the maps app on a phone.
 */
export function directionsUrl(office: Pick<PublicOffice, "name" | "street" | "city" | "state" | "zip">): string {
  const query = office.street ? officeAddress(office) : `${office.name}, ${officeAddress(office)}`;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/** The office whose page `slug` names, if any. */
export function findOffice(offices: readonly PublicOffice[], slug: string | undefined): PublicOffice | undefined {
  return offices.find((office) => office.slug === slug);
}
