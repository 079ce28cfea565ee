import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from '#/app/providers';
import { AppRouter } from '#/app/router';
import { ensureEmojiFont } from '#/lib/emoji-font';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

void ensureEmojiFont().then(() =>
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <AppRouter />
      </AppProviders>
    </StrictMode>,
  ),
);
