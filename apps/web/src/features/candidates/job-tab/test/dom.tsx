import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

/*
 * A small DOM test kit for the Candidates tab's component tests (jsdom): render inside Mantine (test env: no
 * transitions, no portals) and a fresh query client, find elements by their text or accessible label, fire
 * events inside act(), and wait for an assertion. The web app has no Testing Library; this covers what the
 * tab's tests need.
 */

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

/** Browser APIs jsdom lacks that Mantine and the virtualiser use; a 800x600 box for every element. */
export function installDomShims(): void {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  Element.prototype.scrollIntoView ??= () => {};
  Element.prototype.scrollTo ??= (() => {}) as typeof Element.prototype.scrollTo;
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 600 });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 800 });
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', { configurable: true, get: () => 600 });
  Object.defineProperty(HTMLElement.prototype, 'offsetWidth', { configurable: true, get: () => 800 });
}

export type Rendered = { container: HTMLElement; queryClient: QueryClient; unmount: () => void };

let mounted: { root: Root; container: HTMLElement } | null = null;

/** Renders `ui` into a fresh container; the previous render is unmounted first. */
export async function render(ui: ReactNode): Promise<Rendered> {
  cleanup();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 0 } } });
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  mounted = { root, container };
  await act(async () => {
    root.render(
      <MantineProvider env="test" withCssVariables={false} withGlobalClasses={false}>
        <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
      </MantineProvider>,
    );
  });
  return { container, queryClient, unmount: cleanup };
}

/** Unmounts what `render` mounted. */
export function cleanup(): void {
  if (!mounted) return;
  const { root, container } = mounted;
  mounted = null;
  act(() => root.unmount());
  container.remove();
}

const squash = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();

/** Elements whose own text (whitespace collapsed) equals `text`, innermost first. */
export function allByText(text: string, scope: ParentNode = document.body): HTMLElement[] {
  const hits = [...scope.querySelectorAll<HTMLElement>('*')].filter((el) => squash(el.textContent) === text);
  return hits.filter((el) => !hits.some((other) => other !== el && el.contains(other)));
}

export function queryByText(text: string, scope?: ParentNode): HTMLElement | null {
  return allByText(text, scope)[0] ?? null;
}

export function getByText(text: string, scope?: ParentNode): HTMLElement {
  const el = queryByText(text, scope);
  if (!el) throw new Error(`No element with text "${text}". Page text: ${squash(document.body.textContent)}`);
  return el;
}

/** A button by its text or aria-label. */
export function getButton(name: string, scope: ParentNode = document.body): HTMLButtonElement {
  const el = [...scope.querySelectorAll<HTMLButtonElement>('button')].find(
    (b) => squash(b.textContent) === name || b.getAttribute('aria-label') === name,
  );
  if (!el) throw new Error(`No button "${name}"`);
  return el;
}

/** An element by its aria-label. */
export function getByLabel<T extends HTMLElement = HTMLElement>(
  label: string,
  scope: ParentNode = document.body,
): T {
  const el = scope.querySelector<T>(`[aria-label="${label.replace(/["\\]/g, '\\$&')}"]`);
  if (!el) throw new Error(`No element labelled "${label}"`);
  return el;
}

/** A text input by its current value. */
export function getInputByValue(value: string, scope: ParentNode = document.body): HTMLInputElement {
  const el = [...scope.querySelectorAll<HTMLInputElement>('input')].find((i) => i.value === value);
  if (!el) throw new Error(`No input with value "${value}"`);
  return el;
}

/** Runs `fn` (a fake server answering, an event arriving) inside act(). */
export async function fire(fn: () => void): Promise<void> {
  await act(async () => {
    fn();
  });
}

/** Types `value` into a React-controlled input (the native setter, then an `input` event). */
export async function typeInto(input: HTMLInputElement, value: string): Promise<void> {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  await act(async () => {
    setter.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** Clicks inside act(). */
export async function click(el: Element): Promise<void> {
  await act(async () => {
    (el as HTMLElement).click();
  });
}

/** Dispatches a keydown of `key` inside act(). */
export async function keyDown(el: Element, key: string): Promise<void> {
  await act(async () => {
    el.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  });
}

/** Sets a file input's files and fires `change` inside act(). */
export async function chooseFiles(input: HTMLInputElement, files: File[]): Promise<void> {
  Object.defineProperty(input, 'files', { configurable: true, value: files });
  await act(async () => {
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

/** Retries `assertion` until it passes or `timeoutMs` ends, letting React and fetches settle between tries. */
export async function waitFor<T>(assertion: () => T, timeoutMs = 2000): Promise<T> {
  const started = Date.now();
  for (;;) {
    try {
      return assertion();
    } catch (error) {
      if (Date.now() - started > timeoutMs) throw error;
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 10));
      });
    }
  }
}
