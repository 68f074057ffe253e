/** The authenticated frame: Mantine AppShell with the headers, the sidebar and the page (loaded on first visit) in the middle. */
import { SIDEBAR_WIDTH } from '@ads-creative/contracts/constants';
import { AppShell } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { ModalsProvider } from '@mantine/modals';
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { LoadingLine } from '../../components/loading-line.tsx';
import { useServerNotifications } from '../../features/notifications/use-server-notifications.ts';
import { useAuth } from '../../lib/auth/use-auth.ts';
import { MobileHeader } from './mobile-header.tsx';
import { Sidebar } from './sidebar.tsx';
import { TopHeader } from './top-header.tsx';

export function AppLayout() {
  const [mobileOpened, mobileNav] = useDisclosure(false);
  const [desktopOpened, desktopNav] = useDisclosure(true);
  const { pathname } = useLocation();
  const isPhone = useMediaQuery('(max-width: 48em)');
  // A folded sidebar only slides off-screen: `inert` keeps keyboard and screen-reader users out of it too.
  const navHidden = isPhone ? !mobileOpened : !desktopOpened;
  // What the server did on its own (an automatic change applied, an expiry) reaches the bell (decision 143).
  useServerNotifications(useAuth().user?.id ?? null);

  // On phones the sidebar covers the page; following a link should reveal it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => mobileNav.close(), [pathname]);

  return (
    // Only signed-in pages ask yes/no questions (lib/confirm.ts): the modal code stays out of /login.
    <ModalsProvider labels={{ confirm: 'Yes', cancel: 'No' }}>
      <AppShell
        header={{ height: 60 }}
        navbar={{ width: SIDEBAR_WIDTH, breakpoint: 'sm', collapsed: { mobile: !mobileOpened, desktop: !desktopOpened } }}
        padding="md"
      >
        <AppShell.Header>
          <MobileHeader navOpened={mobileOpened} onToggleNav={mobileNav.toggle} />
          <TopHeader navOpened={desktopOpened} onToggleNav={desktopNav.toggle} />
        </AppShell.Header>
        <AppShell.Navbar aria-label="Sidebar" inert={navHidden}>
          <Sidebar />
        </AppShell.Navbar>
        <AppShell.Main>
          {/* The page's code downloads on first visit; the shell stays. */}
          <Suspense fallback={<LoadingLine>Loading...</LoadingLine>}>
            <Outlet />
          </Suspense>
        </AppShell.Main>
      </AppShell>
    </ModalsProvider>
  );
}
