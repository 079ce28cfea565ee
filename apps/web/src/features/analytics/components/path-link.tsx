import { Anchor } from '@mantine/core';
import type { MouseEvent, ReactNode } from 'react';

type PathLinkProps = { path: string; onNavigate: (path: string) => void; children: ReactNode };

/**
 * A link to a path of the app: a plain click navigates inside the app (`onNavigate`); a modified click (new
 * tab, new window) is left to the browser.
 */
export function PathLink({ path, onNavigate, children }: PathLinkProps) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate(path);
  };
  return (
    <Anchor href={path} onClick={handleClick} size="sm">
      {children}
    </Anchor>
  );
}
