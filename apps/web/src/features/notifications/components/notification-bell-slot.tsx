import { useSession } from '../../../lib/session.ts';
import { NotificationBell } from './notification-bell.tsx';
import { PushBanner } from './push-banner.tsx';

/** The header's bell (spec §2) and the transient banner of a pushed notification. */
export function NotificationBellSlot() {
  const { token } = useSession();
  if (!token) return null;
  return (
    <>
      <NotificationBell />
      <PushBanner />
    </>
  );
}
