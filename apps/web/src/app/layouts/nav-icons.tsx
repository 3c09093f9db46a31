import { iconSvgProps } from '../../components/icons.tsx';

/** The tab bar's pictures (each tab also has its word): 24 px line icons. */
const props = { ...iconSvgProps, width: 24, height: 24 };

export function HomeIcon() {
  return (
    <svg {...props}>
      <path d="M4 10.5 12 4l8 6.5V19a1 1 0 0 1-1 1h-4.5v-5.5h-5V20H5a1 1 0 0 1-1-1Z" />
    </svg>
  );
}

export function ForYouIcon() {
  return (
    <svg {...props}>
      <path d="M12 3.5 14 9.5l6 .3-4.7 3.8 1.6 6-4.9-3.4-4.9 3.4 1.6-6L4 9.8l6-.3Z" />
    </svg>
  );
}

export function HistoryIcon() {
  return (
    <svg {...props}>
      <path d="M4.5 12a7.5 7.5 0 1 0 2.2-5.3" />
      <path d="M4.5 4.5v3.7h3.7" />
      <path d="M12 8v4.3l3 1.9" />
    </svg>
  );
}

export function FavoritesIcon() {
  return (
    <svg {...props}>
      <path d="M12 20s-7-4.4-8.6-8.7C2.3 8.2 4.3 5 7.4 5c2 0 3.4 1.2 4.6 2.8C13.2 6.2 14.6 5 16.6 5c3.1 0 5.1 3.2 4 6.3C19 15.6 12 20 12 20Z" />
    </svg>
  );
}

export function SettingsIcon() {
  return (
    <svg {...props}>
      <circle cx="12" cy="12" r="3" />
      <path d="M12 2.8v2.4M12 18.8v2.4M2.8 12h2.4M18.8 12h2.4M5.5 5.5l1.7 1.7M16.8 16.8l1.7 1.7M5.5 18.5l1.7-1.7M16.8 7.2l1.7-1.7" />
      <circle cx="12" cy="12" r="6.2" />
    </svg>
  );
}
