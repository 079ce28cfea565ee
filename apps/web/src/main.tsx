import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from '#/app/providers';
import { AppRouter } from '#/app/router';
import { installEmojiFont } from '#/lib/emoji-font';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

installEmojiFont();
createRoot(root).render(
  <StrictMode>
    <AppProviders>
      <AppRouter />
    </AppProviders>
  </StrictMode>,
);
