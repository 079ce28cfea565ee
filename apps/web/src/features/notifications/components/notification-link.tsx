import { Anchor, type AnchorProps, Group } from '@mantine/core';
import type { NotificationLink as Link } from '@rw/core';
import { IconBriefcase, IconUser } from '@tabler/icons-react';
import { createLink } from '@tanstack/react-router';
import type { ComponentPropsWithRef } from 'react';

type AnchorLinkProps = AnchorProps & Omit<ComponentPropsWithRef<'a'>, keyof AnchorProps>;

function AnchorLink(props: AnchorLinkProps) {
  return <Anchor component="a" {...props} />;
}

/** Mantine's Anchor as a type-checked router link. */
const RouterAnchor = createLink(AnchorLink);

type NotificationLinkProps = {
  link: Link;
  className?: string;
  onOpen: () => void;
};

/**
 * The job or candidate a notification concerns (docs/product/notifications.md#links), named by its title or
 * name: opens the job on the tab with the result, or the candidate (from its job). Read as 'Open job …' /
 * 'Open candidate …'.
 */
export function NotificationLink({ link, className, onOpen }: NotificationLinkProps) {
  const content = (kind: 'job' | 'candidate') => (
    <Group component="span" gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
      {kind === 'job' ? <IconBriefcase size={14} aria-hidden /> : <IconUser size={14} aria-hidden />}
      <span style={{ overflowWrap: 'anywhere' }}>{link.label}</span>
    </Group>
  );
  if (link.kind === 'job') {
    return (
      <RouterAnchor
        to="/jobs/$id"
        params={{ id: link.job_id }}
        search={{ tab: link.tab ?? undefined }}
        size="sm"
        fw={500}
        className={className}
        aria-label={`Open job ${link.label}`}
        onClick={onOpen}
      >
        {content('job')}
      </RouterAnchor>
    );
  }
  return (
    <RouterAnchor
      to="/candidates/$candidateId"
      params={{ candidateId: link.candidate_id }}
      search={{ job: link.job_id ?? undefined }}
      size="sm"
      fw={500}
      className={className}
      aria-label={`Open candidate ${link.label}`}
      onClick={onOpen}
    >
      {content('candidate')}
    </RouterAnchor>
  );
}
