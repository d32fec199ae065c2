import type { ReactNode } from 'react';
import { SimpleGrid, Text } from '@mantine/core';
import { SectionCard } from '#web/components/ui/section-card.tsx';

/** A part of a page that a later part of the product fills: its title and what will appear there. */
export interface UpcomingSection {
  readonly id: string;
  readonly icon: ReactNode;
  readonly title: string;
  readonly text: string;
}

/** What will appear on a page once the records behind it exist; nothing is shown until then. */
export function UpcomingSections({ sections }: { readonly sections: readonly UpcomingSection[] }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      {sections.map(({ id, icon, title, text }) => (
        <SectionCard key={id} id={id} title={title} icon={icon}>
          <Text size="sm" c="dimmed">
            {text}
          </Text>
        </SectionCard>
      ))}
    </SimpleGrid>
  );
}
