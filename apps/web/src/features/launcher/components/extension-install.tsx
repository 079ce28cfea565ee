import { Button, List, Stack, Text } from '@mantine/core';
import {
  CONTENT_EXTRACTOR_DOWNLOAD_PATH,
  CONTENT_EXTRACTOR_ZIP_NAME,
  contentExtractorInstallSteps,
  contentExtractorMessages,
} from '@rw/core';
import { IconDownload } from '@tabler/icons-react';

/**
 * The Content Extractor's download and install steps in its launcher modal
 * (docs/product/content-extractor.md#installing): the extension is a zip to load unpacked in Chrome.
 */
export function ExtensionInstall() {
  return (
    <Stack gap="sm">
      <Text fw={600}>Install in Chrome</Text>
      <List type="ordered" size="sm" spacing={4}>
        {contentExtractorInstallSteps.map((step) => (
          <List.Item key={step}>{step}</List.Item>
        ))}
      </List>
      <Text size="xs" c="dimmed">
        The extension reads only the page you send, when you send it: its visible text and address.
      </Text>
      <Button
        component="a"
        href={CONTENT_EXTRACTOR_DOWNLOAD_PATH}
        download={CONTENT_EXTRACTOR_ZIP_NAME}
        leftSection={<IconDownload size={16} aria-hidden />}
        w="fit-content"
        data-autofocus
      >
        {contentExtractorMessages.download}
      </Button>
    </Stack>
  );
}
