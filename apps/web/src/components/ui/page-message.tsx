import { Button, Container, Stack, ThemeIcon, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '#/lib/document-title';

type PageMessageProps = {
  icon: ReactNode;
  /** The page heading (h1), also the document title. */
  title: string;
  /** Lines below the heading. */
  children: ReactNode;
  color?: string;
  /** A "Back to Dashboard" link below the message (default on). */
  withDashboardLink?: boolean;
};

/**
 * A centred full-page message: not available yet, not found, access denied. Its heading names the page in the
 * document title (docs/product/shell.md#page-titles).
 */
export function PageMessage({ icon, title, children, color, withDashboardLink = true }: PageMessageProps) {
  useDocumentTitle(title);
  return (
    <Container size="sm" py={{ base: 'xl', sm: 80 }}>
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={72} radius="xl" variant="light" color={color}>
          {icon}
        </ThemeIcon>
        <Title order={1}>{title}</Title>
        {children}
        {withDashboardLink && (
          <Button component={Link} to="/" variant="light" mt="sm">
            Back to Dashboard
          </Button>
        )}
      </Stack>
    </Container>
  );
}
