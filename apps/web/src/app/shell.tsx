import { Anchor, AppShell, Burger, Group, Progress } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { paths } from '@masthead/contract';
import { Link, Outlet, useNavigation } from 'react-router';
import { mayWriteContent, usePreloadWritingScreens } from '../features/cms';
import { NotificationsMenu, useDoorbell } from '../features/notifications';
import { SiteLogo } from '../features/site';
import { useIdlePreload } from '../lib/use-idle-preload';
import { useMe } from '../session/session';
import { MentionsBadge } from './mentions-badge';
import { ReviewBadge } from './review-badge';
import classes from './shell.module.css';
import { SideMenu } from './side-menu';
import { PhoneUserLinks, UserMenu } from './user-menu';

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
      // The wide screen's menu sits beside the page: its toggle stays three lines, never a close "X".
      opened={breakpoint.visibleFrom ? false : opened}
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
        {/* biome-ignore lint/a11y/useValidAnchor: a skip link is a link within the page; the click only moves focus too. */}
        <a
          href="#main"
          className={classes.skip}
          onClick={(event) => {
            // Focus moves into the screen itself; the address keeps no '#main'.
            event.preventDefault();
            document.getElementById('main')?.focus();
          }}
        >
          Skip to content
        </a>
        <Group h="100%" px={{ base: 'xs', xs: 'md' }} gap="xs" justify="space-between" wrap="nowrap">
          {/* The logo gives way first: the user menu and the counts keep their room on a phone. */}
          <Group gap="sm" wrap="nowrap" miw={0} className={classes.brand}>
            <MenuBurger opened={mobileOpened} onClick={toggleMobile} hiddenFrom="sm" />
            <MenuBurger opened={desktopOpened} onClick={toggleDesktop} visibleFrom="sm" />
            <Anchor component={Link} to={paths.dashboard} underline="never" aria-label="Home" c="inherit" miw={0}>
              <SiteLogo />
            </Anchor>
          </Group>
          <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
            <NotificationsMenu />
            <MentionsBadge />
            <ReviewBadge />
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" id="side-menu" aria-label="Main menu">
        <SideMenu onNavigate={closeMobile} />
        <PhoneUserLinks onNavigate={closeMobile} />
      </AppShell.Navbar>
      <AppShell.Main bg="var(--masthead-page)" id="main" tabIndex={-1}>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
