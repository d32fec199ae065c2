/** The OpenStreetMap Foundation's standard tiles: fine for a school's light use (its tile usage policy). */
export const OSM_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
/** The attribution OpenStreetMap's licence asks for; `[text](url)` is a link. */
export const OSM_ATTRIBUTION = '© [OpenStreetMap](https://www.openstreetmap.org/copyright) contributors';

// `{s}` may only stand for the host's first label: the CSP can then allow it as `*.` and no wider.
const TEMPLATE = /^https?:\/\/(\{s\}\.)?[^/?#{}]+\/[^#]*$/;
const SUBDOMAIN = 'tile-subdomain';

/** A Leaflet tile URL template on http(s) with the tile's zoom, column and row in it. */
export function isTileUrlTemplate(template: string): boolean {
  if (!TEMPLATE.test(template)) return false;
  if (!template.includes('{z}') || !template.includes('{x}')) return false;
  if (!template.includes('{y}') && !template.includes('{-y}')) return false;
  return URL.canParse(template.replace('{s}', SUBDOMAIN));
}

/** The CSP source that lets the page load the template's tiles and nothing else: its origin. */
export function tileImageSource(template: string): string {
  const url = new URL(template.replace('{s}', SUBDOMAIN));
  return `${url.protocol}//${url.host.replace(SUBDOMAIN, '*')}`;
}
