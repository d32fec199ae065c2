import type { ReactNode } from 'react';
import { AppShell, Group } from '@mantine/core';
import { CONTENT_MARGIN } from '@lineup/contract/constants';
import { Brand } from '#web/components/ui/brand.tsx';
import { LanguageMenu } from '#web/components/ui/language-menu.tsx';

const HEADER_HEIGHT = 60;

/** The frame of every signed-in screen; the side bar joins it with the navigation issue. */
export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <AppShell header={{ height: HEADER_HEIGHT }} padding={{ base: 'md', sm: CONTENT_MARGIN }}>
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Brand size={30} />
          <LanguageMenu />
        </Group>
      </AppShell.Header>
      <AppShell.Main>{children}</AppShell.Main>
    </AppShell>
  );
}
