import { describe, expect, it } from 'vitest';
import { sanitizeJsonLd, sanitizeText, sanitizeUrl } from '@/seo/sanitize';

// Classic and obfuscated payloads (OWASP XSS filter evasion cheat sheet and friends).
const payloads = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<img src=x onerror=alert(1)>',
  '<svg/onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<body onload=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  '&#60;script&#62;alert(1)&#60;/script&#62;',
  '"><script>alert(1)</script>',
  "'><img src=x onerror=alert(1)>",
  '<div style="background:url(javascript:alert(1))">',
  '<object data="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'vbscript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
  ' onmouseover=alert(1) ',
  '<script',
  '</title><script>alert(1)</script>',
];

describe('sanitizeText', () => {
  it.each(payloads)('leaves nothing executable of %j', (payload) => {
    const out = sanitizeText(`Solar in Taft ${payload} today`);
    expect(out).not.toMatch(/[<>]/);
    expect(out).not.toMatch(/javascript\s*:|vbscript\s*:|data\s*:/i);
    expect(out).not.toMatch(/\bon[a-z]+\s*=/i);
    expect(out).not.toMatch(/<\s*script/i);
    expect(out.startsWith('Solar in Taft')).toBe(true);
  });

  it('keeps ordinary text, ampersands and quotes intact', () => {
    expect(sanitizeText('PG&E and SCE: "true-up" bills, O\'Brien & Sons')).toBe('PG&E and SCE: "true-up" bills, O\'Brien & Sons');
    expect(sanitizeText('Sunfield Electric &amp; Solar')).toBe('Sunfield Electric & Solar');
    expect(sanitizeText('Metadata: ongoing work, online')).toBe('Metadata: ongoing work, online');
    expect(sanitizeText('  two\n\nlines  ')).toBe('two lines');
    expect(sanitizeText(undefined)).toBe('');
  });

  it('removes the content of script and style blocks, not just the tags', () => {
    expect(sanitizeText('Hi <script>steal()</script>there<style>a{}</style>!')).toBe('Hi there!');
  });
});

describe('sanitizeUrl', () => {
  it.each([
    ['/contact', '/contact'],
    ['/care-program-taft?utm=1#quote', '/care-program-taft?utm=1#quote'],
    ['#quote', '#quote'],
    ['services/agriculture', 'services/agriculture'],
    ['https://www.sunfield.example.com/', 'https://www.sunfield.example.com/'],
    ['http://example.com/a', 'http://example.com/a'],
  ])('keeps %j', (url, expected) => {
    expect(sanitizeUrl(url)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    ' javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '&#106;avascript:alert(1)',
    'javascript&colon;alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'mailto:a@b.example',
    'ftp://example.com',
    '//evil.example/x',
    'https:/evil.example',
    '/"><script>alert(1)</script>',
    '',
    undefined,
  ])('turns %j into #', (url) => {
    expect(sanitizeUrl(url)).toBe('#');
  });
});

describe('sanitizeJsonLd', () => {
  it('cleans text and URLs by key, and keeps numbers and types', () => {
    const out = sanitizeJsonLd({
      '@context': 'https://schema.org',
      '@type': 'Service',
      name: 'Solar <script>alert(1)</script>in Taft',
      url: 'javascript:alert(1)',
      provider: { image: 'data:image/svg+xml,<svg onload=alert(1)>', geo: { latitude: 35.1 } },
      sameAs: ['https://example.com/a', 'vbscript:x'],
    });
    expect(out).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Service',
      name: 'Solar in Taft',
      url: '#',
      provider: { image: '#', geo: { latitude: 35.1 } },
      sameAs: ['https://example.com/a', '#'],
    });
  });
});
