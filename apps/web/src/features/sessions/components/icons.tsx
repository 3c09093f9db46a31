/** Small line icons for the player's buttons; decorative (each button has a text name). */
const common = {
  viewBox: '0 0 24 24',
  width: 20,
  height: 20,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

export function ThumbUpIcon({ filled }: { filled?: boolean }) {
  return (
    <svg {...common}>
      <path
        d="M7 10v10H4V10h3Zm0 0 4-7c1.5 0 2.5 1 2.2 2.6L12.6 9H19a2 2 0 0 1 2 2.3l-1.2 7A2 2 0 0 1 17.8 20H7"
        fill={filled ? 'currentColor' : 'none'}
        fillOpacity={filled ? 0.25 : 0}
      />
    </svg>
  );
}

export function ThumbDownIcon({ filled }: { filled?: boolean }) {
  return (
    <svg {...common} style={{ transform: 'rotate(180deg)' }}>
      <path
        d="M7 10v10H4V10h3Zm0 0 4-7c1.5 0 2.5 1 2.2 2.6L12.6 9H19a2 2 0 0 1 2 2.3l-1.2 7A2 2 0 0 1 17.8 20H7"
        fill={filled ? 'currentColor' : 'none'}
        fillOpacity={filled ? 0.25 : 0}
      />
    </svg>
  );
}

export function HeartIcon({ filled }: { filled?: boolean }) {
  return (
    <svg {...common}>
      <path
        d="M12 20s-7-4.4-8.6-8.7C2.3 8.2 4.3 5 7.4 5c2 0 3.4 1.2 4.6 2.8C13.2 6.2 14.6 5 16.6 5c3.1 0 5.1 3.2 4 6.3C19 15.6 12 20 12 20Z"
        fill={filled ? 'currentColor' : 'none'}
      />
    </svg>
  );
}

export function ShareIcon() {
  return (
    <svg {...common}>
      <circle cx="18" cy="5" r="2.5" />
      <circle cx="6" cy="12" r="2.5" />
      <circle cx="18" cy="19" r="2.5" />
      <path d="m8.2 10.8 7.6-4.4M8.2 13.2l7.6 4.4" />
    </svg>
  );
}

export function FeedbackIcon() {
  return (
    <svg {...common}>
      <path d="M4 5h16v11H9l-5 4V5Z" />
      <path d="M8 9.5h8M8 12.5h5" />
    </svg>
  );
}

export function InfoIcon() {
  return (
    <svg {...common}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v6M12 7.5v.5" />
    </svg>
  );
}
