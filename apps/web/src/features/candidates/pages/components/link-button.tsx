import { Button, type ButtonProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import type { ComponentPropsWithRef } from 'react';

type AnchorButtonProps = ButtonProps & Omit<ComponentPropsWithRef<'a'>, keyof ButtonProps>;

function AnchorButton(props: AnchorButtonProps) {
  return <Button component="a" {...props} />;
}

/** Mantine's Button as a type-checked TanStack Router link (typed params and search, client navigation). */
export const LinkButton = createLink(AnchorButton);
