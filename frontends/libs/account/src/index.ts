export { AccountSettingsPage, IMPERSONATION_SETTINGS_NOTE, type AccountSettingsPageProps } from './AccountSettingsPage';
export { ChangeEmailCard, type ChangeEmailCardProps } from './ChangeEmailCard';
export { ChangePasswordCard } from './ChangePasswordCard';
export { PasswordSecurityCard, SECURITY_TIPS } from './PasswordSecurityCard';
export { SignOutOtherDevicesCard } from './SignOutOtherDevicesCard';
export { DeleteAccountCard, DELETE_FAILED_MESSAGE, confirmsEmail } from './DeleteAccountCard';
export { PasswordField, PasswordRequirements, type PasswordFieldProps } from './PasswordField';
export { requestPasswordReset, changeEmail, changePassword, signOutOtherDevices, deleteAccount } from './api';
export { SettingsCard, CardTitle, Muted, Actions, FormAlert, FormStatus, DangerButton } from './styles';
