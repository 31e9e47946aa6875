import { SignIn } from '../features/sign-in/components/SignIn';
import { InvitationPage } from '../features/invitation/components/InvitationPage';
import { useSession } from '../lib/session';

export function Home() {
  const access = useSession((state) => state.access);
  return access ? <InvitationPage /> : <SignIn />;
}
