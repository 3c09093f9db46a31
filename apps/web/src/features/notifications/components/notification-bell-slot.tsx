import { lazy, Suspense } from 'react';
import { useSession } from '../../../lib/session.ts';
import styles from './notification-bell-slot.module.css';

/*
 * Loaded once a known person's header needs them, not with the layout: the bell's calls build
 * the contract's shared fields with zod, which /home's start does not need (issue 34). Each has
 * a boundary of its own, so neither holds the other, nor the header, back.
 */
const NotificationBell = lazy(async () => ({
  default: (await import('./notification-bell.tsx')).NotificationBell,
}));
const PushBanner = lazy(async () => ({
  default: (await import('./push-banner.tsx')).PushBanner,
}));

/**
 * The header's bell (spec §2) and the transient banner of a pushed notification. While the
 * bell's code loads its place is kept, so the header does not move when it comes; the banner
 * floats over the page and needs none.
 */
export function NotificationBellSlot() {
  const { token } = useSession();
  if (!token) return null;
  return (
    <>
      <Suspense fallback={<span className={styles.space} aria-hidden="true" />}>
        <NotificationBell />
      </Suspense>
      <Suspense fallback={null}>
        <PushBanner />
      </Suspense>
    </>
  );
}
