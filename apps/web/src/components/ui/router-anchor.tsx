import { Anchor, type AnchorProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import type { ComponentPropsWithRef } from 'react';

type AnchorLinkProps = AnchorProps & Omit<ComponentPropsWithRef<'a'>, keyof AnchorProps>;

function AnchorLink(props: AnchorLinkProps) {
  return <Anchor component="a" {...props} />;
}

/** Mantine's Anchor as a type-checked TanStack Router link (client-side navigation, preloading). */
export const RouterAnchor = createLink(AnchorLink);
