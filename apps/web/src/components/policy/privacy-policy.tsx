import type { MouseEvent } from 'react';
import { Anchor, List, Paper, Stack, Text, Title, Typography } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PolicyContact } from '#web/components/policy/policy-contact.tsx';
import { ScreenTexts } from '#web/lib/screen-texts.tsx';

/** The policy's texts, one loader per language: they load when the policy is shown, not with every page. */
const policyTexts = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*.json');

/** The date of the policy's current version, shown at its top. */
export const POLICY_UPDATED = '2026-11-26';

/** Seven sections plus the two on e-mail storage and identity-provider sign-in (spec section 1). */
export const POLICY_SECTIONS = [
  'who',
  'data',
  'use',
  'cookies',
  'languageCookie',
  'rememberedEmail',
  'google',
  'rights',
  'contact',
] as const;
type Section = (typeof POLICY_SECTIONS)[number];

const anchorOf = (section: Section) => `policy-${section}`;

// In-page jumps scroll instead of changing the URL: over the Start page the URL holds the overlay's state.
function jumpTo(event: MouseEvent<HTMLAnchorElement>, section: Section): void {
  const heading = document.getElementById(anchorOf(section));
  if (!heading) return;
  event.preventDefault();
  heading.scrollIntoView({ behavior: 'smooth', block: 'start' });
  heading.focus({ preventScroll: true });
}

/** The privacy policy, shared by the `/privacy` page and the overlay on the Start page. */
export function PrivacyPolicy({ headingLevel }: { headingLevel: 2 | 3 }) {
  return (
    <ScreenTexts texts={{ policy: policyTexts }}>
      <PolicyText headingLevel={headingLevel} />
    </ScreenTexts>
  );
}

function PolicyText({ headingLevel }: { headingLevel: 2 | 3 }) {
  const { t, i18n } = useTranslation();
  const updated = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(POLICY_UPDATED));
  return (
    <Stack gap="lg" data-testid="privacy-policy">
      <Text c="gray.7" fz="sm">
        {t('policy.updated', { date: updated })}
      </Text>
      <Text fz="lg" c="gray.8">
        {t('policy.intro')}
      </Text>
      <Paper component="nav" aria-label={t('policy.contents')} withBorder radius="md" p="md" bg="gray.0">
        <Text fw={700} mb="xs">
          {t('policy.contents')}
        </Text>
        <List type="ordered" spacing={4}>
          {POLICY_SECTIONS.map((section) => (
            <List.Item key={section}>
              <Anchor href={`#${anchorOf(section)}`} onClick={(event) => jumpTo(event, section)}>
                {t(`policy.${section}.title`)}
              </Anchor>
            </List.Item>
          ))}
        </List>
      </Paper>
      <Typography>
        {POLICY_SECTIONS.map((section, index) => (
          <section key={section} aria-labelledby={anchorOf(section)}>
            <Title order={headingLevel} id={anchorOf(section)} tabIndex={-1} fz="h3" c="ocean.9" mt="xl">
              {`${index + 1}. ${t(`policy.${section}.title`)}`}
            </Title>
            {t(`policy.${section}.body`, { returnObjects: true }).map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {section === 'data' ? (
              <>
                <ul>
                  {t('policy.data.items', { returnObjects: true }).map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
                <p>{t('policy.data.note')}</p>
              </>
            ) : null}
            {section === 'contact' ? <PolicyContact /> : null}
          </section>
        ))}
      </Typography>
    </Stack>
  );
}
