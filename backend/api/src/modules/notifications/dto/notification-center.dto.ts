import { ApiExtraModels, ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsArray, IsBoolean, IsOptional, IsString } from 'class-validator';
import {
  EMAIL_MODES,
  type EmailMode,
  NOTIFICATION_CENTER_MESSAGES,
  NOTIFICATION_KINDS,
  NOTIFICATION_LIMITS,
  type NotificationItem,
  type NotificationKind,
  type NotificationPreference,
  type NotificationPreferences,
  type NotificationPreferencesInput,
  type NotificationsPage,
  type UnreadCountResponse,
} from '@marketplace/contracts';

// Types only: the rules and their messages run in the services through the contracts
// (validateNotificationIds, validateNotificationPreferences), so the form and the server say the same.

/** `GET /api/notifications` query. */
export class NotificationsQueryDto {
  @ApiPropertyOptional({ description: 'nextCursor of the previous page; without it, the newest page' })
  @IsOptional()
  @IsString({ message: NOTIFICATION_CENTER_MESSAGES.cursorInvalid })
  cursor?: string;
}

/** `POST /api/notifications/read` (ids, or all) and `/seen` (ids). */
export class MarkNotificationsDto {
  @ApiPropertyOptional({ type: [String], format: 'uuid', maxItems: NOTIFICATION_LIMITS.idsMax })
  @IsOptional()
  @IsArray({ message: NOTIFICATION_CENTER_MESSAGES.idsInvalid })
  ids?: string[];

  @ApiPropertyOptional({ enum: [true], description: 'Every notification of yours (read only)' })
  @IsOptional()
  @IsBoolean({ message: NOTIFICATION_CENTER_MESSAGES.idsInvalid })
  all?: boolean;
}

export class NotificationItemDto implements NotificationItem {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: NOTIFICATION_KINDS }) kind!: NotificationKind;
  @ApiProperty({ maxLength: NOTIFICATION_LIMITS.textMax }) text!: string;
  @ApiProperty({ description: 'The site path that opens what it is about' }) link!: string;
  @ApiProperty({ type: String, nullable: true, format: 'uuid' }) subjectId!: string | null;
  @ApiProperty({ type: String, nullable: true }) subjectTitle!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) seenAt!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) readAt!: string | null;
}

export class NotificationsPageDto implements NotificationsPage {
  @ApiProperty({ type: [NotificationItemDto] }) notifications!: NotificationItemDto[];
  @ApiProperty() unreadCount!: number;
  @ApiProperty({ type: String, nullable: true }) nextCursor!: string | null;
}

export class UnreadCountDto implements UnreadCountResponse {
  @ApiProperty() unreadCount!: number;
}

export class NotificationPreferenceDto implements NotificationPreference {
  @ApiProperty({ enum: NOTIFICATION_KINDS }) kind!: NotificationKind;
  @ApiProperty() inApp!: boolean;
  @ApiProperty({ enum: EMAIL_MODES }) email!: EmailMode;
}

@ApiExtraModels(NotificationPreferenceDto)
export class NotificationPreferencesDto implements NotificationPreferences {
  @ApiProperty({ type: [NotificationPreferenceDto] }) preferences!: NotificationPreferenceDto[];
  @ApiProperty({ description: 'IANA time zone of the daily digest' }) timeZone!: string;
  @ApiProperty({ description: 'The local hour the digest goes out at' }) digestHour!: number;
}

/** `PUT /api/notifications/preferences`: the kinds to change (others stay) and the digest's zone. */
export class NotificationPreferencesInputDto implements NotificationPreferencesInput {
  @ApiPropertyOptional({ type: [NotificationPreferenceDto] })
  @IsOptional()
  @IsArray({ message: NOTIFICATION_CENTER_MESSAGES.kindInvalid })
  preferences?: NotificationPreference[];

  @ApiPropertyOptional({ description: 'IANA time zone, e.g. America/Chicago' })
  @IsOptional()
  @IsString({ message: NOTIFICATION_CENTER_MESSAGES.timeZoneInvalid })
  timeZone?: string;
}
