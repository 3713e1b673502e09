import { useLocation, useNavigate } from 'react-router';
import { dashboardPath } from '@marketplace/auth';
import { CHAT_MESSAGES } from '@marketplace/contracts';
import { Button } from '@marketplace/ui';

/**
 * The inbox's Back button: to the source page when the referrer named one, else one step back in
 * this tab's history, else the dashboard.
 */
export function BackButton({ to, side }: { to: string | null; side: 'employer' | 'seeker' }) {
  const navigate = useNavigate();
  const { key } = useLocation();
  function back() {
    if (to) return void navigate(to);
    // 'default' is the key of the first page of the tab: nothing to go back to inside the site.
    if (key !== 'default') return void navigate(-1);
    void navigate(dashboardPath(side) ?? '/');
  }
  return (
    <Button $variant="ghost" onClick={back}>
      ← {CHAT_MESSAGES.back}
    </Button>
  );
}
