import { useSignOut } from '../../lib/identity';
import { useOperatorSignOut } from '../../lib/identity/operator';
import type { HeaderAccount } from '../../lib/identity/use-header-account';

/** Signs out the account the header shows (a pool audience, or the operator). */
export function useAccountSignOut(account: HeaderAccount | null): () => Promise<void> {
  const signOut = useSignOut(account && account.audience !== 'operator' ? account.audience : 'retail');
  const signOutOperator = useOperatorSignOut();
  return () => (account?.audience === 'operator' ? signOutOperator() : signOut());
}
