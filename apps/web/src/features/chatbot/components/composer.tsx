import { useId, type KeyboardEvent, type Ref } from 'react';
import { ActionIcon, Button, Group, Text, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ASSISTANT_TEXT_MAX } from '@lineup/contract/assistant';
import classes from '#web/features/chatbot/components/conversation.module.css';
import { useWindowMatches } from '#web/lib/layout-queries.ts';

interface ComposerProps {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly onSend: (text: string) => void;
  readonly sending: boolean;
  readonly ref?: Ref<HTMLTextAreaElement>;
}

/** The box to write in: Enter sends, Shift+Enter starts a new line; nothing is sent twice at once. */
export function Composer({ value, onChange, onSend, sending, ref }: ComposerProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const phone = useWindowMatches('(max-width: 35.99em)');
  const empty = value.trim() === '';
  const send = () => {
    if (!sending && !empty) onSend(value);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // A character being composed (Chinese, Japanese) is finished with Enter, not sent.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };
  return (
    <form
      className={classes.composer}
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <Group gap="sm" wrap="nowrap" align="flex-end">
        <Textarea
          ref={ref}
          style={{ flex: 1, minWidth: 0 }}
          aria-label={t('chatbot.input.label')}
          aria-describedby={hintId}
          placeholder={t('chatbot.input.placeholder')}
          autosize
          minRows={1}
          maxRows={5}
          maxLength={ASSISTANT_TEXT_MAX}
          size="md"
          styles={{ input: { minHeight: 44 } }}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          onKeyDown={onKeyDown}
        />
        {phone ? (
          // A phone's width goes to the text; the button keeps its name for screen readers.
          <ActionIcon type="submit" size={44} loading={sending} disabled={empty} aria-label={t('chatbot.send')}>
            <IconSend size={20} aria-hidden />
          </ActionIcon>
        ) : (
          <Button
            type="submit"
            size="md"
            mih={44}
            loading={sending}
            disabled={empty}
            leftSection={<IconSend size={18} aria-hidden />}
          >
            {t('chatbot.send')}
          </Button>
        )}
      </Group>
      <Text id={hintId} size="xs" c="dimmed" mt={4} visibleFrom="sm">
        {t('chatbot.input.hint')}
      </Text>
    </form>
  );
}
