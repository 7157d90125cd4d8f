/**
 * A small map picture for the hero's product preview, drawn in SVG: blocks, streets, a park and a
 * river, with pins and the example listing's highlighted. No tiles are fetched (decorative only).
 */
export function ProductPreviewMap() {
  return (
    <svg className="product-preview__map" viewBox="0 0 320 240" aria-hidden="true" focusable="false">
      <rect width="320" height="240" fill="#e8eef2" />
      <path
        d="M0 188 C70 170 120 214 190 196 S290 168 320 178 V214 C280 206 240 226 190 230 S80 210 0 222 Z"
        fill="#b9d7ea"
      />
      <rect x="196" y="24" width="86" height="58" rx="6" fill="#cfe6d3" />
      <g stroke="#fff" strokeLinecap="round">
        <path d="M0 60 H320 M0 128 H320 M72 0 V240 M162 0 V240 M250 0 V240" strokeWidth="9" />
        <path d="M0 96 H320 M116 0 V240 M206 0 V240 M30 0 L140 240" strokeWidth="4" />
      </g>
      <g fill="#55646f">
        <circle cx="46" cy="92" r="5" />
        <circle cx="226" cy="110" r="5" />
        <circle cx="96" cy="152" r="5" />
        <circle cx="280" cy="140" r="5" />
        <circle cx="140" cy="36" r="5" />
      </g>
      <path
        d="M182 118 c0 -14 22 -14 22 0 c0 10 -11 22 -11 22 s-11 -12 -11 -22 z"
        fill="#f5b642"
        stroke="#0f3d5e"
        strokeWidth="2.5"
      />
      <circle cx="193" cy="118" r="4" fill="#0f3d5e" />
    </svg>
  );
}
