import type { Role } from '@marketplace/contracts';
import { RemoteRoutes, type RemoteRoutesComponentProps } from '../app/RemoteRoutes';
import { RoleGuard } from './RoleGuard';

export interface GuardedRemoteProps extends RemoteRoutesComponentProps {
  allowed: readonly Role[];
}

/** A remote's member area behind the role guard. Loaded lazily: public pages never pay for it. */
export default function GuardedRemote({ allowed, ...remote }: GuardedRemoteProps) {
  return (
    <RoleGuard allowed={allowed}>
      <RemoteRoutes {...remote} />
    </RoleGuard>
  );
}
