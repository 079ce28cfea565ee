import { Input, Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { RichTextInputProps } from '#/features/companies/components/rich-text-input';

// The editor (Tiptap and ProseMirror) is loaded only when a company form opens.
const RichTextInput = lazy(() => import('#/features/companies/components/rich-text-input'));

/** `RichTextInput`, loaded on first use, with a skeleton of the same size meanwhile. */
export function LazyRichTextInput(props: RichTextInputProps) {
  return (
    <Suspense
      fallback={
        <Input.Wrapper label={props.label} description={props.description} labelElement="div">
          <Skeleton height={168} mt={6} radius="sm" />
        </Input.Wrapper>
      }
    >
      <RichTextInput {...props} />
    </Suspense>
  );
}
