import { observer } from 'mobx-react-lite';
import { useRootStore } from '../../stores/StoresContext';

/** Who is logged in: the avatar, else the initials; nothing for a visitor. Decorative beside its label. */
export const AccountBadge = observer(function AccountBadge() {
  const { session } = useRootStore();
  if (!session.loggedIn) return null;
  const avatar = session.avatarUrl;
  return avatar ? (
    <img className="account-badge account-badge--avatar" src={avatar} alt="" width={32} height={32} />
  ) : (
    <span className="account-badge" aria-hidden="true">
      {session.initials}
    </span>
  );
});
