/** The home hero's illustration: a balanced plate, a leaf and a progress line, in brand tokens. */
export function HeroArt() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 400 360"
      className="mx-auto w-full max-w-md text-primary max-lg:max-w-xs max-sm:hidden"
    >
      <circle cx="200" cy="180" r="170" className="fill-primary-soft" />
      <circle cx="200" cy="190" r="112" className="fill-card stroke-border" strokeWidth="3" />
      <circle cx="200" cy="190" r="88" className="fill-none stroke-border" strokeWidth="2" />
      <path d="M200 190 L200 102 A88 88 0 0 1 283 218 Z" className="fill-primary/70" />
      <path d="M200 190 L283 218 A88 88 0 0 1 142 256 Z" className="fill-accent" />
      <path d="M200 190 L142 256 A88 88 0 0 1 200 102 Z" className="fill-primary/30" />
      <circle cx="200" cy="190" r="22" className="fill-card" />
      <path
        d="M300 70c0-30 24-50 62-50 0 38-22 60-56 60m-6-6 30-30"
        className="fill-primary stroke-card"
        strokeWidth="4"
        strokeLinecap="round"
      />
      <g className="fill-card stroke-border" strokeWidth="2">
        <rect x="10" y="262" width="150" height="78" rx="18" />
      </g>
      <polyline
        points="28,318 55,306 82,310 110,290 140,280"
        className="fill-none stroke-primary"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="140" cy="280" r="6" className="fill-primary" />
    </svg>
  )
}
