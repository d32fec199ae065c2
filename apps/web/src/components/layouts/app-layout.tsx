import { useState, type ReactNode } from 'react';
import { AppShell, Burger, Drawer, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { CONTENT_MARGIN, MENU_WIDTH_COLLAPSED, MENU_WIDTH_EXPANDED } from '@lineup/contract/constants';
import { Brand } from '#web/components/ui/brand.tsx';
import { useBuiltWhenOpened } from '#web/lib/built-when-opened.ts';
import { PHONE_WINDOW, useWindowMatches } from '#web/lib/layout-queries.ts';

const PHONE_HEADER_HEIGHT = 56;
/** The phone drawer is a little wider than the desktop side bar, for fingers. */
const PHONE_DRAWER_WIDTH = MENU_WIDTH_EXPANDED + 40;
/** From here up the side bar sits beside the content; below it, it is a drawer behind a burger. */
const SIDE_BAR_BREAKPOINT = 'sm';
/** Below this width (tablets) the side bar starts collapsed to leave room for the content. */
const WIDE_SCREEN = '(min-width: 62em)';

export interface NavbarOptions {
  readonly collapsed: boolean;
  readonly onToggle?: () => void;
  readonly onNavigate?: () => void;
}

interface AppLayoutProps {
  readonly children: ReactNode;
  /** The side bar, drawn beside the content (collapsible) or in the phone drawer (expanded). */
  readonly navbar: (options: NavbarOptions) => ReactNode;
  /** Names the burger and the drawer it opens. */
  readonly menuLabel: string;
  /** Shown at the end of the phone header. */
  readonly headerActions?: ReactNode;
}

/** The frame of every signed-in screen: side bar of 55/210 px, content margin of 48 px (spec section 9). */
export function AppLayout({ children, navbar, menuLabel, headerActions }: AppLayoutProps) {
  const wide = useWindowMatches(WIDE_SCREEN);
  // On a phone the side bar beside the content is hidden: it is not drawn at all, which spares the
  // phone its items, tooltips and their measuring as each screen opens.
  const phone = useWindowMatches(PHONE_WINDOW);
  const [collapsedChoice, setCollapsedChoice] = useState<boolean | null>(null);
  const collapsed = collapsedChoice ?? !wide;
  const [drawerOpened, drawer] = useDisclosure(false);
  // The phone's drawer is built as it first opens: a laptop never builds it.
  const phoneDrawer = useBuiltWhenOpened(drawerOpened);
  return (
    <AppShell
      // Nothing in the frame slides: the side bar's width changes at once, and so does the content's margin.
      transitionDuration={0}
      // Mantine marks the frame as resizing as it mounts and after each resize of the window, to hold its
      // transitions back. Without transitions, the mark going away would only make the browser work out the
      // style of the whole page again, just after the first paint: the frame keeps it for good.
      data-resizing=""
      header={{ height: { base: PHONE_HEADER_HEIGHT, [SIDE_BAR_BREAKPOINT]: 0 } }}
      navbar={{
        width: collapsed ? MENU_WIDTH_COLLAPSED : MENU_WIDTH_EXPANDED,
        breakpoint: SIDE_BAR_BREAKPOINT,
        collapsed: { mobile: true },
      }}
      padding={{ base: 'md', [SIDE_BAR_BREAKPOINT]: CONTENT_MARGIN }}
    >
      <AppShell.Header hiddenFrom={SIDE_BAR_BREAKPOINT}>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={drawerOpened}
              onClick={drawer.toggle}
              size="sm"
              aria-label={menuLabel}
              aria-expanded={drawerOpened}
            />
            <Brand size={28} />
          </Group>
          {headerActions}
        </Group>
      </AppShell.Header>
      {phone ? null : (
        <AppShell.Navbar visibleFrom={SIDE_BAR_BREAKPOINT}>
          {navbar({ collapsed, onToggle: () => setCollapsedChoice(!collapsed) })}
        </AppShell.Navbar>
      )}
      {phoneDrawer.built && (
        <Drawer.Root
          opened={phoneDrawer.opened}
          onClose={drawer.close}
          size={PHONE_DRAWER_WIDTH}
          hiddenFrom={SIDE_BAR_BREAKPOINT}
        >
          <Drawer.Overlay />
          <Drawer.Content aria-label={menuLabel}>
            <Drawer.Body p={0} h="100%">
              {navbar({ collapsed: false, onNavigate: drawer.close })}
            </Drawer.Body>
          </Drawer.Content>
        </Drawer.Root>
      )}
      <AppShell.Main>{children}</AppShell.Main>
    </AppShell>
  );
}
