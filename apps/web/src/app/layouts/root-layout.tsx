import { Outlet, ScrollRestoration } from 'react-router';
import { ToastHost } from '../../components/toast-host.tsx';

export function RootLayout() {
  return (
    <>
      <Outlet />
      <ToastHost />
      <ScrollRestoration />
    </>
  );
}
