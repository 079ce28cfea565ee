import { NavLink, type NavLinkProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import type { ComponentPropsWithRef } from 'react';

type AnchorNavLinkProps = NavLinkProps & Omit<ComponentPropsWithRef<'a'>, keyof NavLinkProps>;

function AnchorNavLink(props: AnchorNavLinkProps) {
  return <NavLink component="a" {...props} />;
}

/** Mantine's NavLink as a type-checked TanStack Router link (client-side navigation, preloading). */
export const RouterNavLink = createLink(AnchorNavLink);
