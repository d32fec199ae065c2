import { describe, expect, it } from 'vitest';
import { attributionHtml } from './attribution.ts';

describe('map attribution', () => {
  it('turns [text](https://…) into a link that opens beside the form', () => {
    expect(attributionHtml('© [OpenStreetMap](https://www.openstreetmap.org/copyright) contributors')).toBe(
      '© <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener noreferrer">OpenStreetMap</a> contributors',
    );
  });

  it('lets no markup through, nor links that are not http(s)', () => {
    expect(attributionHtml('<img src=x onerror=alert(1)> & "tiles"')).toBe(
      '&lt;img src=x onerror=alert(1)&gt; &amp; &quot;tiles&quot;',
    );
    expect(attributionHtml('[click](javascript:alert(1))')).toBe('[click](javascript:alert(1))');
    expect(attributionHtml('[x](https://a.example/"onmouseover="y)')).not.toContain('"onmouseover');
  });
});
