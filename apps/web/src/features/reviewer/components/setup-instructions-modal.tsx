import { Alert, Code, List, Modal, Stack, Text, Title } from '@mantine/core';

type SetupInstructionsModalProps = { opened: boolean; onClose: () => void };

/**
 * 'Setup Instructions' (docs/product/reviewer.md#setup-instructions): how an organisation runs the Reviewer
 * on a model runtime it hosts (Ollama serving llama3 behind its OpenAI-compatible endpoint, set as the
 * organisation's AI base URL in the Admin Panel), and what the server needs.
 */
export function SetupInstructionsModal({ opened, onClose }: SetupInstructionsModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={<Text fw={650}>Setup Instructions</Text>} size="lg">
      <Stack gap="md">
        <Text size="sm">
          The Reviewer writes with your organisation's AI provider. By default that is the server's OpenAI
          key; to keep candidate data on your own machines, run an open model locally instead.
        </Text>
        <Title order={3} size="h5">
          Run a local model with Ollama
        </Title>
        <List type="ordered" size="sm" spacing="xs">
          <List.Item>
            Install Ollama on a machine the server can reach, then download the model:{' '}
            <Code>ollama pull llama3</Code>
          </List.Item>
          <List.Item>
            Start it with <Code>ollama serve</Code>. It answers OpenAI-compatible requests at{' '}
            <Code>http://&lt;host&gt;:11434/v1</Code>.
          </List.Item>
          <List.Item>
            An owner opens the Admin Panel, edits your organisation and, under Provider settings, sets{' '}
            <strong>Base URL</strong> to <Code>http://&lt;host&gt;:11434/v1</Code>, <strong>Model</strong> to{' '}
            <Code>llama3</Code>, and any text as the API key (Ollama does not check it).
          </List.Item>
          <List.Item>
            Generate a review: it is written by llama3, and the review records that model.
          </List.Item>
        </List>
        <Title order={3} size="h5">
          What the server needs
        </Title>
        <List size="sm" spacing="xs">
          <List.Item>Node.js 20.19 or later (22 and 24 work too).</List.Item>
          <List.Item>
            A model server on your own network (a private or loopback address) is refused unless the server
            runs with <Code>AI_ALLOW_PRIVATE_BASE_URL=true</Code>.
          </List.Item>
          <List.Item>
            A model with a context of at least 8,000 tokens; long transcripts need more (llama3.1 offers
            128,000).
          </List.Item>
        </List>
        <Alert variant="light" color="blue">
          Smaller local models quote less exactly: the Reviewer checks every quote against its source and
          marks the ones it cannot find.
        </Alert>
      </Stack>
    </Modal>
  );
}
