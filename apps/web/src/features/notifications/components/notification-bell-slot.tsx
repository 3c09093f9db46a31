/**
 * Where the notification bell (unread badge, dropdown, push toggle, Loadmore) goes. A later issue
 * builds it; until then the header keeps its place empty.
 */
export function NotificationBellSlot() {
  return null;
}
