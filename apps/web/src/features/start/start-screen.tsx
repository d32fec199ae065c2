import { Box } from '@mantine/core';
import { ContactSection } from '#web/features/start/components/contact-section.tsx';
import { DescriptionSection } from '#web/features/start/components/description-section.tsx';
import { FeatureCards } from '#web/features/start/components/feature-cards.tsx';
import { Hero } from '#web/features/start/components/hero.tsx';
import { PrivacyBalloon } from '#web/features/start/components/privacy-balloon.tsx';
import { PrivacyOverlay } from '#web/features/start/components/privacy-overlay.tsx';
import { StartFooter } from '#web/features/start/components/start-footer.tsx';
import { StartHeader } from '#web/features/start/components/start-header.tsx';
import { TeamSection } from '#web/features/start/components/team-section.tsx';
import { usePrivacyOverlay } from '#web/features/start/hooks/use-privacy-overlay.ts';
import classes from '#web/features/start/start-screen.module.css';

/** The public landing page: it pitches Lineup and leads to sign-in and sign-up (spec sections 1 and 2). */
export default function StartScreen() {
  const privacy = usePrivacyOverlay();
  return (
    <Box className={classes.page} data-testid="start-page">
      <StartHeader onOpenPrivacy={privacy.open} />
      <main>
        <Hero>
          {/* Floats bottom right on wide screens; narrower, it sits below the ways in, covering nothing. */}
          <PrivacyBalloon hidden={privacy.opened} onRead={privacy.open} />
        </Hero>
        <DescriptionSection />
        <FeatureCards />
        <TeamSection />
        <ContactSection />
      </main>
      <StartFooter onOpenPrivacy={privacy.open} />
      <PrivacyOverlay opened={privacy.opened} onClose={privacy.close} />
    </Box>
  );
}
