import type { ReactNode } from 'react';
import { Anchor, Badge, DataList, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatPhone } from '@lineup/contract/phones';
import { useWindowMatches } from '#web/lib/layout-queries.ts';

/** One line of a record's facts: its label and its value. */
export type Fact = readonly [label: string, value: ReactNode];

/** What a fact shows when there is nothing to show ("None", "No notes"). */
export function Dimmed({ children }: { readonly children: ReactNode }) {
  return (
    <Text span size="sm" c="dimmed">
      {children}
    </Text>
  );
}

/** An e-mail address that opens a new mail. */
export function EmailLink({ email }: { readonly email: string }) {
  return (
    <Anchor href={`mailto:${email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
      {email}
    </Anchor>
  );
}

/** A phone number as its country writes it internationally, which calls it from a phone. */
export function PhoneLink({ phone }: { readonly phone: string }) {
  return (
    <Anchor href={`tel:${phone}`} size="sm" style={{ whiteSpace: 'nowrap' }}>
      {formatPhone(phone)}
    </Anchor>
  );
}

/** Notes on their own lines, or `empty` dimmed. */
export function NotesText({ notes, empty }: { readonly notes: string; readonly empty: string }) {
  return notes ? (
    <Text span size="sm" style={{ whiteSpace: 'pre-line' }}>
      {notes}
    </Text>
  ) : (
    <Dimmed>{empty}</Dimmed>
  );
}

/** Active or inactive, as the lists show it. */
export function ActiveBadge({ active }: { readonly active: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge color={active ? 'green' : 'gray'} variant="light">
      {active ? t('list.active') : t('list.inactive')}
    </Badge>
  );
}

interface FactsCardProps {
  /** The card's heading, when the page has several cards. */
  readonly title?: string;
  readonly facts: readonly Fact[];
  readonly testId?: string;
}

/** A record's facts in a card: label beside value, or above it on a phone so neither is squeezed. */
export function FactsCard({ title, facts, testId }: FactsCardProps) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid={testId}>
      {title ? (
        <Title order={2} fz="h4" mb="md" c="ocean.9">
          {title}
        </Title>
      ) : null}
      <FactsList facts={facts} />
    </Paper>
  );
}

/** Facts, label beside value, or above it on a phone: a card's body, or a part of a larger card. */
export function FactsList({ facts }: { readonly facts: readonly Fact[] }) {
  const phone = useWindowMatches('(max-width: 36em)');
  return (
    <DataList size="sm" labelWidth={190} orientation={phone ? 'vertical' : 'horizontal'} withDivider>
      {facts.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel c="dimmed">{label}</DataList.ItemLabel>
          <DataList.ItemValue style={{ overflowWrap: 'anywhere' }}>{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList>
  );
}
