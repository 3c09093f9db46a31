/** Small decorative line icons for buttons (each button has a text name). */
export const iconSvgProps = {
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

export function HeartIcon({ filled }: { filled?: boolean }) {
  return (
    <svg {...iconSvgProps}>
      <path
        d="M12 20s-7-4.4-8.6-8.7C2.3 8.2 4.3 5 7.4 5c2 0 3.4 1.2 4.6 2.8C13.2 6.2 14.6 5 16.6 5c3.1 0 5.1 3.2 4 6.3C19 15.6 12 20 12 20Z"
        fill={filled ? 'currentColor' : 'none'}
      />
    </svg>
  );
}

export function ShareIcon() {
  return (
    <svg {...iconSvgProps}>
      <circle cx="18" cy="5" r="2.5" />
      <circle cx="6" cy="12" r="2.5" />
      <circle cx="18" cy="19" r="2.5" />
      <path d="m8.2 10.8 7.6-4.4M8.2 13.2l7.6 4.4" />
    </svg>
  );
}

/** A goal's info (the player and the history detail open it the same way). */
export function InfoIcon() {
  return (
    <svg {...iconSvgProps}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v6M12 7.5v.5" />
    </svg>
  );
}
