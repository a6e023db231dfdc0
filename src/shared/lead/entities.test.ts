import { describe, expect, it } from 'vitest';
import { decodeEntities, encodeEntities } from './entities';

describe('entity encoding (docs/decisions/009-entity-encoding.md)', () => {
  it('encodes exactly angle brackets and quotes', () => {
    expect(encodeEntities(`<b>"hi" it's</b>`)).toBe('&lt;b&gt;&quot;hi&quot; it&#39;s&lt;/b&gt;');
  });

  it('leaves ampersands and everything else alone', () => {
    expect(encodeEntities('O&M, 100% — café ☀️')).toBe('O&M, 100% — café ☀️');
  });

  it('round-trips visitor text', () => {
    const text = `O'Brien & Sons <3 "quoted" <script>alert(1)</script>`;
    expect(decodeEntities(encodeEntities(text))).toBe(text);
  });

  it('decodes only the four entities it encodes (plus the hex apostrophe)', () => {
    expect(decodeEntities('&lt;&gt;&quot;&#39;&#x27;&amp;&nbsp;&#60;')).toBe(`<>"''&amp;&nbsp;&#60;`);
  });
});
