import { useChatUnreadCount } from '../data/hooks';
import { UnreadBadge } from './UnreadBadge';

/** The header's unread badge beside its Messages link, for seekers and employers (the shell loads it lazily). */
export function HeaderUnreadBadge() {
  const { count } = useChatUnreadCount();
  return <UnreadBadge count={count} />;
}

export default HeaderUnreadBadge;
