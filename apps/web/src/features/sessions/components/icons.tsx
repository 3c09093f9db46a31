import { iconSvgProps as common } from '../../../components/icons.tsx';

/** Small line icons for the player's buttons; decorative (each button has a text name). */

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

export function FeedbackIcon() {
  return (
    <svg {...common}>
      <path d="M4 5h16v11H9l-5 4V5Z" />
      <path d="M8 9.5h8M8 12.5h5" />
    </svg>
  );
}
