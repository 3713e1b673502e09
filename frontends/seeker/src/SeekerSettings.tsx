import { AccountSettingsPage } from '@marketplace/account';

/** The seeker's account settings (its own chunk: the public jobs page does not load it). */
export default function SeekerSettings() {
  return <AccountSettingsPage role="seeker" />;
}
