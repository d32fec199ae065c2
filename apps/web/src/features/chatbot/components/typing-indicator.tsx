import { Box, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from '#web/features/chatbot/components/conversation.module.css';

/** SmartBot's bubble while its answer is on the way. */
export function TypingIndicator() {
  const { t } = useTranslation();
  return (
    <Box className={`${classes.bubble} ${classes.theirs}`} role="status" data-testid="typing">
      <VisuallyHidden>{t('chatbot.typing')}</VisuallyHidden>
      <span className={classes.dots} aria-hidden>
        <span />
        <span />
        <span />
      </span>
    </Box>
  );
}
