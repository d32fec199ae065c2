import { Accordion, Text } from '@mantine/core';

interface Question {
  readonly key: string;
  readonly question: string;
  readonly answer: string;
}

/** Common tasks and frequent questions: a title that opens into its answer. */
export function QuestionList({ items, testId }: { items: readonly Question[]; testId: string }) {
  return (
    <Accordion variant="separated" radius="md" chevronPosition="right" data-testid={testId}>
      {items.map(({ key, question, answer }) => (
        <Accordion.Item key={key} value={key}>
          <Accordion.Control>
            <Text fw={600} c="ocean.9">
              {question}
            </Text>
          </Accordion.Control>
          <Accordion.Panel>
            <Text c="gray.8" style={{ whiteSpace: 'pre-line' }}>
              {answer}
            </Text>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
