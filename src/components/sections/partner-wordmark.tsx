import type { Partner, WordmarkMark } from '@/content/partners';

const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
const AMBER = '#F5A524';
const SKY = '#2F80ED';
const GREEN = '#7FAF7A';
const NAVY = '#12304D';

/** The symbol left of the name, drawn in a 40 x 40 box. */
function Mark({ mark }: { mark: WordmarkMark }) {
  switch (mark) {
    case 'sun':
      return (
        <g>
          <circle cx="20" cy="20" r="8" fill={AMBER} />
          <path
            d="M20 3v6M20 31v6M3 20h6M31 20h6M8 8l4 4M28 28l4 4M8 32l4-4M28 12l4-4"
            stroke={AMBER}
            strokeWidth="3"
            strokeLinecap="round"
          />
        </g>
      );
    case 'leaf':
      return (
        <g>
          <path d="M8 33C8 16 18 6 35 6c0 17-10 27-27 27Z" fill={GREEN} />
          <path d="M8 33 26 15" stroke={NAVY} strokeWidth="2.5" strokeLinecap="round" />
        </g>
      );
    case 'grid':
      return (
        <g>
          <rect x="3" y="9" width="34" height="23" rx="3" fill={SKY} />
          <path d="M14.3 9v23M25.6 9v23M3 20.5h34" stroke="#CFE3FB" strokeWidth="1.5" />
        </g>
      );
    case 'drop':
      return <path d="M20 4c7 9 12 15 12 21a12 12 0 0 1-24 0c0-6 5-12 12-21Z" fill={SKY} />;
    case 'arc':
      return (
        <g>
          <path d="M6 28a14 14 0 0 1 28 0Z" fill={AMBER} />
          <path d="M2 33h36" stroke={NAVY} strokeWidth="3" strokeLinecap="round" />
        </g>
      );
    case 'bolt':
      return (
        <g>
          <rect x="2" y="2" width="36" height="36" rx="4" fill={NAVY} />
          <path d="M23 6 11 23h8l-2 11 12-17h-8Z" fill={AMBER} />
        </g>
      );
    case 'hex':
      return (
        <g>
          <path d="M20 3 35 11.5v17L20 37 5 28.5v-17Z" fill={NAVY} />
          <path d="M20 12 27 16v8l-7 4-7-4v-8Z" fill={AMBER} />
        </g>
      );
  }
}

/**
 * A partner's logo as a text wordmark in SVG (docs/decisions/011-fictional-samples.md: fictional partners get neutral text
 * wordmarks the owner replaces). 180 x 64, drawn with the system font stack, so it ships with the
 * site and needs no image request. Decorative: the link around it carries the partner's name.
 */
export function PartnerWordmark({ wordmark }: { wordmark: Partner['wordmark'] }) {
  const upper = wordmark.main === wordmark.main.toUpperCase();
  // Keep the name inside the 120 px beside the mark without measuring text (it renders at build
  // time too). The per-character widths are those of a wide fallback font (DejaVu Sans Bold), so
  // narrower system fonts only make the name a little smaller, never wider than the logo.
  const size = Math.min(20, 120 / (wordmark.main.length * (upper ? 0.8 : 0.66)));
  return (
    <svg viewBox="0 0 180 64" width="180" height="64" aria-hidden="true" focusable="false">
      <g transform="translate(6 12)">
        <Mark mark={wordmark.mark} />
      </g>
      <text
        x="52"
        y="34"
        fill={wordmark.color}
        fontFamily={FONT}
        fontSize={size.toFixed(1)}
        fontWeight="800"
        letterSpacing={upper ? '0.02em' : '-0.01em'}
      >
        {wordmark.main}
      </text>
      <text x="52" y="50" fill="#475569" fontFamily={FONT} fontSize="9" fontWeight="700" letterSpacing="0.18em">
        {wordmark.sub}
      </text>
    </svg>
  );
}
