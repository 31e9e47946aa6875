import { useSessionMatchesAuth } from './use-session-matches-auth';

export default function SessionAuthCheck() {
  useSessionMatchesAuth();
  return null;
}
