import { createRoute, useLocation, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { rootRoute } from '#/app/routes/root-route';
import { InvitePage, useAuth } from '#/features/auth';
import { useDocumentTitle } from '#/lib/document-title';

function InviteRoute() {
  useDocumentTitle('Accept your invitation');
  // The token travels in the fragment (`/invite#<token>`), which the browser never sends to a server.
  const token = useLocation({ select: (location) => location.hash });
  const navigate = useNavigate();
  const { isAuthenticated } = useAuth();
  const [accepted, setAccepted] = useState(false);

  // Home once the new session is in the auth state that the shell's guard reads.
  useEffect(() => {
    if (accepted && isAuthenticated) void navigate({ to: '/', replace: true });
  }, [accepted, isAuthenticated, navigate]);

  return <InvitePage token={token} onAccepted={() => setAccepted(true)} />;
}

/**
 * `/invite#<token>`: the page of an invitation link (docs/product/shell.md#invitation), open to everyone; the
 * new account lands on the dashboard.
 */
export const inviteRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/invite',
  component: InviteRoute,
});
