import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import {
  AUTH_MESSAGES,
  CHANGE_EMAIL_MESSAGES,
  CHANGE_PASSWORD_MESSAGES,
  type ChangeEmailRequest,
  type ChangePasswordRequest,
  type ChooseRoleRequest,
  type DeleteAccountRequest,
  type PasswordResetConfirmRequest,
  type PasswordResetRequest,
  RETURN_PATH_MAX,
  RETURN_PATH_MESSAGES,
  ROLES,
  type Role,
  type SelfServiceRole,
  type SessionResponse,
  type SessionUser,
  type SignInRequest,
  type SignOutOthersResponse,
  type SignUpRequest,
  type UserRoleResponse,
  type VerifyEmailRequest,
} from '@marketplace/contracts';

// The DTOs check types only: the rules and their messages run in the services, through the
// contracts validators the forms use too, so a missing field gets the contract's message.

export class SignUpDto implements SignUpRequest {
  @ApiProperty({ example: 'maya@example.com' })
  @IsOptional()
  @IsString({ message: CHANGE_EMAIL_MESSAGES.invalid })
  email!: string;

  @ApiProperty({
    example: 'Correct-horse-9',
    description: 'At least 8 characters with a lowercase letter, an uppercase letter and a number',
  })
  @IsOptional()
  @IsString({ message: CHANGE_PASSWORD_MESSAGES.minLength })
  password!: string;

  @ApiProperty({ example: 'Maya Thompson' })
  @IsOptional()
  @IsString({ message: AUTH_MESSAGES.nameRequired })
  name!: string;

  @ApiProperty({ enum: ['seeker', 'employer'] })
  @IsOptional()
  @IsString({ message: AUTH_MESSAGES.roleInvalid })
  role!: SelfServiceRole;

  @ApiPropertyOptional({ description: 'Required for employers' })
  @IsOptional()
  @IsString({ message: AUTH_MESSAGES.companyNameRequired })
  companyName?: string;

  @ApiPropertyOptional({
    example: '/jobs/0b6c1f9e-2c4a-4d7e-9a51-3f2e8c1d7a60-remote-bookkeeper',
    description:
      "A path of this site (one leading slash, no host) that the verification e-mail's link returns to once the address is verified",
    maxLength: RETURN_PATH_MAX,
  })
  @IsOptional()
  @IsString({ message: RETURN_PATH_MESSAGES.invalid })
  returnTo?: string;
}

export class SignInDto implements SignInRequest {
  @ApiProperty({ example: 'seeker@demo.local' })
  @IsOptional()
  @IsString()
  email!: string;

  @ApiProperty({ example: 'Demo-pass-2026' })
  @IsOptional()
  @IsString()
  password!: string;
}

export class ChooseRoleDto implements ChooseRoleRequest {
  @ApiProperty({ enum: ['seeker', 'employer'] })
  @IsOptional()
  @IsString({ message: AUTH_MESSAGES.roleInvalid })
  role!: SelfServiceRole;

  @ApiPropertyOptional({ description: 'Required for employers' })
  @IsOptional()
  @IsString({ message: AUTH_MESSAGES.companyNameRequired })
  companyName?: string;
}

export class VerifyEmailDto implements VerifyEmailRequest {
  @ApiProperty()
  @IsOptional()
  @IsString({ message: AUTH_MESSAGES.verifyTokenInvalid })
  token!: string;
}

export class PasswordResetDto implements PasswordResetRequest {
  @ApiProperty({ example: 'seeker@demo.local' })
  @IsOptional()
  @IsString({ message: CHANGE_EMAIL_MESSAGES.invalid })
  email!: string;
}

export class PasswordResetConfirmDto implements PasswordResetConfirmRequest {
  @ApiProperty()
  @IsOptional()
  @IsString({ message: AUTH_MESSAGES.resetTokenInvalid })
  token!: string;

  @ApiProperty()
  @IsOptional()
  @IsString({ message: CHANGE_PASSWORD_MESSAGES.minLength })
  password!: string;
}

export class ChangePasswordDto implements ChangePasswordRequest {
  @ApiProperty()
  @IsOptional()
  @IsString({ message: CHANGE_PASSWORD_MESSAGES.required })
  currentPassword!: string;

  @ApiProperty()
  @IsOptional()
  @IsString({ message: CHANGE_PASSWORD_MESSAGES.required })
  newPassword!: string;

  @ApiProperty()
  @IsOptional()
  @IsString({ message: CHANGE_PASSWORD_MESSAGES.required })
  confirmPassword!: string;
}

export class ChangeEmailDto implements ChangeEmailRequest {
  @ApiProperty({ example: 'new.address@example.com' })
  @IsOptional()
  @IsString({ message: CHANGE_EMAIL_MESSAGES.required })
  newEmail!: string;

  @ApiProperty({ description: "The account's current password, checked before the address changes" })
  @IsOptional()
  @IsString({ message: CHANGE_EMAIL_MESSAGES.required })
  currentPassword!: string;
}

export class DeleteAccountDto implements DeleteAccountRequest {
  @ApiProperty({ description: "The account's e-mail address, typed to confirm" })
  @IsOptional()
  @IsString({ message: AUTH_MESSAGES.deleteConfirmMismatch })
  confirmEmail!: string;
}

export class SessionUserDto implements SessionUser {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() email!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ enum: ROLES, nullable: true }) role!: Role | null;
  @ApiProperty({ type: String, nullable: true }) companyName!: string | null;
  @ApiProperty({ type: String, nullable: true }) headline!: string | null;
  @ApiProperty({ type: String, nullable: true }) profilePictureUrl!: string | null;
  @ApiProperty() emailVerified!: boolean;
}

export class SessionResponseDto implements SessionResponse {
  @ApiProperty({ type: SessionUserDto, nullable: true, description: 'null when signed out' })
  user!: SessionUserDto | null;
}

export class UserRoleResponseDto implements UserRoleResponse {
  @ApiProperty({ enum: ROLES, nullable: true, description: 'null until the user chooses at onboarding' })
  role!: Role | null;
}

export class SignOutOthersResponseDto implements SignOutOthersResponse {
  @ApiProperty({ example: 'Signed out of 2 other devices. This device stays signed in.' })
  message!: string;
  @ApiProperty({ minimum: 0, description: 'How many sessions ended' })
  endedSessions!: number;
}

export { MessageResponseDto } from '../../../core/http/common.dto';
