import { Anchor, AppShell, Burger, Group, Progress } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { paths } from '@masthead/contract';
import { Link, Outlet, useNavigation } from 'react-router';
import { useMe } from '../features/auth/session';
import { mayWriteContent, usePreloadWritingScreens } from '../features/cms/screens/writing-screens';
import { NotificationsMenu } from '../features/notifications/notifications-menu';
import { useDoorbell } from '../features/notifications/use-doorbell';
import { SiteLogo } from '../features/site/site-logo';
import { useIdlePreload } from '../lib/use-idle-preload';
import { MentionsBadge } from './mentions-badge';
import { ReviewBadge } from './review-badge';
import { SideMenu } from './side-menu';
import { UserMenu } from './user-menu';

/** Opens and closes the side menu; narrow and wide screens each keep their own state. */
function MenuBurger({
  opened,
  onClick,
  ...breakpoint
}: {
  opened: boolean;
  onClick: () => void;
  hiddenFrom?: 'sm';
  visibleFrom?: 'sm';
}) {
  return (
    <Burger
      opened={opened}
      onClick={onClick}
      {...breakpoint}
      size="sm"
      aria-label="Toggle navigation"
      aria-controls="side-menu"
      aria-expanded={opened}
    />
  );
}

/** Header plus collapsible side menu around every signed-in screen. */
export function Shell() {
  const [mobileOpened, { toggle: toggleMobile, close: closeMobile }] = useDisclosure(false);
  const [desktopOpened, { toggle: toggleDesktop }] = useDisclosure(true);
  const navigating = useNavigation().state !== 'idle';
  // Writers mostly go on to a content form: its code, editor and option lists load while the browser is idle.
  const preloadWritingScreens = usePreloadWritingScreens();
  useIdlePreload(mayWriteContent(useMe()), preloadWritingScreens);
  useDoorbell();

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !mobileOpened, desktop: !desktopOpened } }}
      padding="lg"
    >
      <AppShell.Header>
        {navigating ? (
          <Progress
            value={100}
            animated
            size={3}
            radius={0}
            pos="absolute"
            top={0}
            left={0}
            right={0}
            aria-label="Loading the screen"
          />
        ) : null}
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <MenuBurger opened={mobileOpened} onClick={toggleMobile} hiddenFrom="sm" />
            <MenuBurger opened={desktopOpened} onClick={toggleDesktop} visibleFrom="sm" />
            <Anchor component={Link} to={paths.dashboard} underline="never" aria-label="Home" c="inherit">
              <SiteLogo />
            </Anchor>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <NotificationsMenu />
            <MentionsBadge />
            <ReviewBadge />
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" id="side-menu" aria-label="Main menu">
        <SideMenu onNavigate={closeMobile} />
      </AppShell.Navbar>
      <AppShell.Main bg="var(--masthead-page)">
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
