import { Outlet, ScrollRestoration } from 'react-router';
import { ToastHost } from '../../components/toast-host.tsx';
import { UpdateBanner } from '../../components/update-banner.tsx';

export function RootLayout() {
  return (
    <>
      <Outlet />
      <ToastHost />
      <UpdateBanner />
      <ScrollRestoration />
    </>
  );
}
