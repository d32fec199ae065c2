import { escapeHtml } from '#web/lib/escape-html.ts';

const LINK = /\[([^\]]+)\]\((https?:\/\/[^\s)]+)\)/g;

/**
 * Leaflet shows attributions as HTML; the configured one is text in which `[name](https://…)` is
 * a link, so nothing else in it can become markup. Links open beside the form being filled in.
 */
export function attributionHtml(text: string): string {
  return escapeHtml(text).replace(LINK, '<a href="$2" target="_blank" rel="noopener noreferrer">$1</a>');
}
